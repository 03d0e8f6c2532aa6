import { describe, expect, it } from 'vitest';
import {
  BALLOT_EDITIONS,
  ballotEditionFor,
  ballotFileId,
  BALLOT_FILE_IDS,
  ballotName,
  generatedBallotFilename,
  parseBallotFileId,
} from './ballots';

describe('ballots', () => {
  it('gives Básico to BASIC and Estándar to STANDARD and PREMIUM, nothing to FREE or the expired', () => {
    expect(ballotEditionFor('BASIC', false)).toBe('BASIC');
    expect(ballotEditionFor('STANDARD', false)).toBe('STANDARD');
    expect(ballotEditionFor('PREMIUM', false)).toBe('STANDARD');
    expect(ballotEditionFor('FREE', false)).toBeNull();
    expect(ballotEditionFor('PREMIUM', true)).toBeNull();
    expect(ballotEditionFor(null, false)).toBeNull();
  });

  it('names the four files and reads their ids back', () => {
    const made = BALLOT_EDITIONS.flatMap((edition) =>
      [false, true].map((showAnswers) => ballotFileId({ edition, showAnswers })),
    );
    expect(made).toEqual([...BALLOT_FILE_IDS]);
    expect(ballotFileId({ edition: 'STANDARD', showAnswers: true })).toBe('estandar-con-respuestas');
    for (const id of BALLOT_FILE_IDS) expect(ballotFileId(parseBallotFileId(id)!)).toBe(id);
    expect(parseBallotFileId('premium-con-respuestas')).toBeNull();
    expect(ballotName({ edition: 'BASIC', showAnswers: true }, 500)).toBe(
      'Balotario Básico - 500 preguntas con respuestas',
    );
    expect(generatedBallotFilename(false, '2026-11-25')).toBe('balotario_sin_respuestas_2026-11-25.pdf');
  });
});
