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

export const PLANS: readonly Plan[] = [
  {
    level: 'BASIC',
    slug: 'basico',
    name: 'Básico',
    price: 45,
    months: 1,
    features: ['Más de 500 preguntas', 'Exámenes ilimitados por 1 mes', 'Balotario descargable'],
  },
  {
    level: 'STANDARD',
    slug: 'estandar',
    name: 'Estándar',
    price: 60,
    months: 2,
    features: ['600 preguntas', 'Exámenes ilimitados por 2 meses', 'Explicaciones de cada respuesta'],
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
