import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dictionary from 'dictionary-es';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';

/*
 * The consolidated texts of content/reference/ came from a conversion that ran words together
 * ('correspondeevaluar', 'revisióndel'). A token the Spanish dictionary (dictionary-es, Hunspell's
 * es_ES; a test-only dependency under GPL-3.0, LGPL-3.0 or MPL-1.1) does not know but that splits
 * into two or three words it knows is such a word. legal-vocabulary.txt lists the law's words the
 * dictionary lacks.
 */
const CONTENT = path.resolve(import.meta.dirname, '../../../../content');

/** Words shorter than four letters that may stand inside a run-together word: 'revisióndel'. */
const SHORT_WORDS = new Set(
  'de del el la las lo los en al se su sus no ni que con por es un una le les'.split(' '),
);
/** A conjunction or preposition of one letter, which the source glues to the word before it: 'Obray'. */
const LETTER_WORDS = new Set(['a', 'y', 'o', 'e', 'u']);
/** A pronoun written after an infinitive ('apelarla') or a stressed gerund ('cuestionándola'). */
const ENCLITIC = /^(.+(?:[aeií]r|ndo))(?:se|me|te|nos|le|les|lo|los|la|las)$/;

// nspell's types take the files as Buffers; dictionary-es gives Uint8Arrays.
const speller = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const vocabulary = new Set(
  readFileSync(path.join(import.meta.dirname, 'legal-vocabulary.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);
for (const word of vocabulary) speller.add(word);

/** A word of the dictionary or the vocabulary, or one with a pronoun written after it. */
function known(word: string): boolean {
  if (speller.correct(word)) return true;
  const stem = ENCLITIC.exec(word)?.[1];
  if (!stem) return false;
  // An infinitive takes the pronoun as it is ('apelarla'); a gerund, only with its stress written
  // ('cuestionándola'): an unstressed 'considerandolo' is two words run together.
  if (stem.endsWith('r')) return speller.correct(stem);
  return (
    /(?:ándo|iéndo)$/.test(stem) && speller.correct(stem.replace(/ándo$/, 'ando').replace(/iéndo$/, 'iendo'))
  );
}

/**
 * A piece of a run-together word: a word of four letters or more, a short word, an acronym of the
 * vocabulary ('DECefectúa'), or a final 'y'.
 */
function piece(word: string, last: boolean): boolean {
  const lower = word.toLowerCase();
  const allowed =
    word.length >= 4 || SHORT_WORDS.has(lower) || vocabulary.has(word) || (last && LETTER_WORDS.has(lower));
  return allowed && speller.correct(word);
}

/** The fewest words (two or three, the first as long as can be) a token unknown to the dictionary is made of, or null. */
function runTogether(token: string, parts = 3): string[] | null {
  for (let index = token.length - 1; index > 0; index--) {
    const head = token.slice(0, index);
    const rest = token.slice(index);
    if (piece(head, false) && piece(rest, true)) return [head, rest];
  }
  if (parts < 3) return null;
  for (let index = token.length - 1; index > 0; index--) {
    const head = token.slice(0, index);
    if (!piece(head, false)) continue;
    const tail = runTogether(token.slice(index), 2);
    if (tail) return [head, ...tail];
  }
  return null;
}

/** Each text the candidates read: the consolidated norms and the bank's stems, options and explanations. */
function texts(): { file: string; text: string }[] {
  const reference = readdirSync(path.join(CONTENT, 'reference'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      file: `reference/${file}`,
      // An address is not words.
      text: readFileSync(path.join(CONTENT, 'reference', file), 'utf8').replace(/https?:\/\/\S+/g, ''),
    }));
  const questions = readdirSync(path.join(CONTENT, 'questions')).map((file) => {
    const { questions } = JSON.parse(readFileSync(path.join(CONTENT, 'questions', file), 'utf8')) as {
      questions: { question: string; alternatives: string[]; explanation?: string }[];
    };
    return {
      file: `questions/${file}`,
      text: questions.flatMap((q) => [q.question, ...q.alternatives, q.explanation ?? '']).join('\n'),
    };
  });
  return [...reference, ...questions];
}

/** The run-together words of a text, each with the words it is made of. */
function runTogetherWords(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  // 'N°' reads as the word it stands for, so that 'SupremoN°' is found.
  for (const [token] of text.replace(/N[°º]/g, 'número').matchAll(/\p{L}+/gu)) {
    if (found.has(token) || token.length < 4 || known(token)) continue;
    const parts = runTogether(token);
    if (parts) found.set(token, parts);
  }
  return found;
}

describe('the run-together words check', () => {
  it('finds words the source glued together, also beside an acronym of the law', () => {
    const text =
      'le correspondeevaluar la revisióndel jurado; el OECEy los supuestosexcluidosno, considerandolo establecido en el Decreto SupremoN° 001';
    expect(Object.fromEntries(runTogetherWords(text))).toEqual({
      correspondeevaluar: ['corresponde', 'evaluar'],
      revisióndel: ['revisión', 'del'],
      OECEy: ['OECE', 'y'],
      supuestosexcluidosno: ['supuestos', 'excluidos', 'no'],
      considerandolo: ['considerando', 'lo'],
      Supremonúmero: ['Supremo', 'número'],
    });
  });

  it('takes compounds of the law, pronouns after a verb and misspellings of one word for words', () => {
    const text = 'un sobrecosto, la subetapa, la contracautela; apelarla, cuestionándola; una economica';
    expect([...runTogetherWords(text).keys()]).toEqual([]);
  });
});

describe('the legal texts and the bank', () => {
  it('have no words run together', () => {
    const found = texts().flatMap(({ file, text }) =>
      [...runTogetherWords(text)].map(([token, parts]) => `${file}: ${token} (${parts.join(' + ')})`),
    );
    expect(found).toEqual([]);
  });
});
