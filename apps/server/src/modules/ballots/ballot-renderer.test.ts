import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { BallotDocumentInput } from './ballot-document';
import { createBallotRenderer, type BallotRenderer } from './ballot-renderer';
import { pdfPages } from '../../test/pdf-text';

const INPUT: BallotDocumentInput = {
  brandName: 'Simulador OECE',
  title: 'Balotario Básico',
  day: '25 de noviembre de 2026',
  showAnswers: true,
  explanations: false,
  owner: 'rosa.huaman',
  sections: [
    {
      label: 'Fase de selección',
      topics: [
        {
          code: '2.4.1',
          label: 'Consultas y observaciones',
          questions: [
            {
              number: 1,
              question: '¿Quién absuelve las consultas en la licitación pública?',
              alternatives: ['El área usuaria', 'Los evaluadores', 'La DEC', 'El titular'],
              correctAlternative: 1,
              explanation: 'No se imprime en la edición Básico.',
              sources: ['Reglamento, art. 66.1'],
            },
          ],
        },
      ],
    },
  ],
};

let renderer: BallotRenderer | null = null;
afterEach(async () => renderer?.close());

describe('createBallotRenderer', () => {
  it('lays the file out on a worker thread', async () => {
    renderer = createBallotRenderer({ threads: 1 });
    const [cover, page] = await pdfPages(await renderer.render(INPUT));
    expect(cover).toContain('1 pregunta de opción múltiple con su respuesta y su base legal');
    expect(page).toContain('¿Quién absuelve las consultas en la licitación pública?');
    expect(page).toContain('Respuesta: b) Los evaluadores');
    expect(page).toContain('Base legal: Reglamento, art. 66.1');
    expect(page).not.toContain('No se imprime');
    expect(page).toContain('Descargado por rosa.huaman · uso personal');
  });

  it('tells the callers beyond the waiting files to come back later (503)', async () => {
    renderer = createBallotRenderer({ threads: 1, maxWaiting: 1 });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => renderer!.render(INPUT)));
    const made = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(made.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    }
  });
});
