import { BALLOT_EDITION_SETTINGS, questionsText } from './ballots';
import type { MembershipLevel } from './membership';

export type PaidLevel = Exclude<MembershipLevel, 'FREE'>;

export interface Plan {
  level: PaidLevel;
  slug: 'basico' | 'estandar' | 'premium';
  name: string;
  /** Soles, one-off payment. */
  price: number;
  months: number;
  features: string[];
}

/**
 * A plan's downloadable ballot, named with its own size: the bank's size is another number (the
 * server counts it), which the plans never state.
 */
function ballotFeature(edition: keyof typeof BALLOT_EDITION_SETTINGS): string {
  const { label, questions, explanations } = BALLOT_EDITION_SETTINGS[edition];
  return `Balotario ${label} en PDF: ${questionsText(questions)} ${explanations ? 'con explicaciones' : 'con sus respuestas'}`;
}

export const PLANS: readonly Plan[] = [
  {
    level: 'BASIC',
    slug: 'basico',
    name: 'Básico',
    price: 45,
    months: 1,
    features: ['Exámenes ilimitados por 1 mes', ballotFeature('BASIC')],
  },
  {
    level: 'STANDARD',
    slug: 'estandar',
    name: 'Estándar',
    price: 60,
    months: 2,
    features: [
      'Exámenes ilimitados por 2 meses',
      'Explicaciones de cada respuesta',
      ballotFeature('STANDARD'),
    ],
  },
  {
    level: 'PREMIUM',
    slug: 'premium',
    name: 'Premium',
    price: 79,
    months: 3,
    features: [
      'Todo lo del plan Estándar',
      'Exámenes ilimitados por 3 meses',
      'Modo práctica por competencia',
    ],
  },
];

export const LOWEST_PLAN_PRICE = Math.min(...PLANS.map((plan) => plan.price));
