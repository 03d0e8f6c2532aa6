import { describe, expect, it } from 'vitest';
import { readAiken, writeAiken, type AikenItem, type AikenWritable } from './aiken';

function item(fields: Partial<AikenItem> & Pick<AikenItem, 'line'>): AikenItem {
  return {
    question: '',
    alternatives: [],
    correctAlternative: null,
    explanation: null,
    sources: [],
    errors: [],
    ...fields,
  };
}

/** The errors of the only question in `text`. */
function errorsOf(text: string) {
  const items = readAiken(text);
  expect(items).toHaveLength(1);
  return items[0]?.errors;
}

describe('readAiken', () => {
  it('reads several valid questions, multi-line stems and our extension lines', () => {
    const text = `¿Qué entidad supervisa la contratación pública según la Ley N° 32069?
A. La OECE
B. El MEF
C. La Contraloría General de la República
D. PERÚ COMPRAS
ANSWER: A
EXPLICACIÓN: La OECE es el organismo técnico especializado del sistema.
FUENTES: Ley 32069, art. 7.1; Reglamento, art. 66.1

Una municipalidad distrital convoca una licitación pública para una obra.
El comité de selección declara desierto el procedimiento.
¿Qué debe hacer la entidad?
A) Convocar una contratación directa
B) Convocar nuevamente el procedimiento
C) Archivar el expediente
D) Solicitar autorización a la OECE
ANSWER: B


¿Cuál es el plazo para suscribir el contrato?
A. 5 días hábiles
B. 8 días hábiles
C. 10 días hábiles
D. 15 días hábiles
ANSWER : c
EXPLICACION: Lo fija el Reglamento.
`;
    expect(readAiken(text)).toEqual([
      item({
        line: 1,
        question: '¿Qué entidad supervisa la contratación pública según la Ley N° 32069?',
        alternatives: ['La OECE', 'El MEF', 'La Contraloría General de la República', 'PERÚ COMPRAS'],
        correctAlternative: 0,
        explanation: 'La OECE es el organismo técnico especializado del sistema.',
        sources: ['Ley 32069, art. 7.1', 'Reglamento, art. 66.1'],
      }),
      item({
        line: 10,
        question:
          'Una municipalidad distrital convoca una licitación pública para una obra.\nEl comité de selección declara desierto el procedimiento.\n¿Qué debe hacer la entidad?',
        alternatives: [
          'Convocar una contratación directa',
          'Convocar nuevamente el procedimiento',
          'Archivar el expediente',
          'Solicitar autorización a la OECE',
        ],
        correctAlternative: 1,
      }),
      item({
        line: 20,
        question: '¿Cuál es el plazo para suscribir el contrato?',
        alternatives: ['5 días hábiles', '8 días hábiles', '10 días hábiles', '15 días hábiles'],
        correctAlternative: 2,
        explanation: 'Lo fija el Reglamento.',
      }),
    ]);
  });

  it('accepts a BOM, CRLF line ends, indentation and the Spanish RESPUESTA: keyword', () => {
    const text =
      '\uFEFF  ¿Qué documento aprueba el expediente de contratación?\r\n' +
      '\tA. Una resolución\r\nB. Un oficio\r\nC. Un memorando\r\nD. Un informe técnico\r\n' +
      'respuesta: A\r\n';
    expect(readAiken(text)).toEqual([
      item({
        line: 1,
        question: '¿Qué documento aprueba el expediente de contratación?',
        alternatives: ['Una resolución', 'Un oficio', 'Un memorando', 'Un informe técnico'],
        correctAlternative: 0,
      }),
    ]);
  });

  it('returns no question for a text without any', () => {
    expect(readAiken('')).toEqual([]);
    expect(readAiken('\uFEFF\r\n   \n\t\n')).toEqual([]);
  });

  it('tolerates a blank line between the stem and its options, as Moodle does', () => {
    const [read] = readAiken(
      '¿Qué es el PAC?\n\nA. Un plan\nB. Un acta\nC. Un contrato\nD. Una orden\n\nANSWER: A',
    );
    expect(read).toEqual(
      item({
        line: 1,
        question: '¿Qué es el PAC?',
        alternatives: ['Un plan', 'Un acta', 'Un contrato', 'Una orden'],
        correctAlternative: 0,
      }),
    );
  });

  it('reports a missing stem at the first option', () => {
    expect(errorsOf('A. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: A')).toEqual([
      { line: 1, message: 'Falta el enunciado antes de la alternativa A.' },
    ]);
    expect(errorsOf('ANSWER: A')).toEqual([
      { line: 1, message: 'Falta el enunciado antes de la línea ANSWER:.' },
      { line: 1, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 0.' },
    ]);
  });

  it('reports fewer than four options at the ANSWER line', () => {
    expect(
      errorsOf('¿Qué es la OECE?\nA. Un organismo\nB. Un tribunal\nC. Un ministerio\nANSWER: A'),
    ).toEqual([{ line: 5, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' }]);
  });

  it('reports more than four options at the fifth', () => {
    expect(
      errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nE. Cinco\nF. Seis\nANSWER: A'),
    ).toEqual([{ line: 6, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 6.' }]);
  });

  it('reports a skipped letter and options out of order', () => {
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nD. Tres\nE. Cuatro\nANSWER: A')).toEqual([
      { line: 4, message: 'Se esperaba la alternativa C y se encontró D.' },
    ]);
    expect(errorsOf('¿Qué es la OECE?\nB. Uno\nA. Dos\nC. Tres\nD. Cuatro\nANSWER: A')).toEqual([
      { line: 2, message: 'Se esperaba la alternativa A y se encontró B.' },
      { line: 3, message: 'Se esperaba la alternativa C y se encontró A.' },
      { line: 4, message: 'Se esperaba la alternativa B y se encontró C.' },
    ]);
  });

  it('reports an empty option', () => {
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB.\nC. Tres\nD. Cuatro\nANSWER: A')).toEqual([
      { line: 3, message: 'La alternativa B está vacía.' },
    ]);
  });

  it('reports two equal options, whatever their case', () => {
    expect(
      errorsOf(
        '¿Qué es la OECE?\nA. Un organismo técnico\nB. Dos\nC. UN ORGANISMO  técnico\nD. Cuatro\nANSWER: A',
      ),
    ).toEqual([{ line: 4, message: 'Las alternativas A y C son iguales.' }]);
  });

  it('reports a missing ANSWER line at the last line of the question', () => {
    const text =
      '¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\n\nOtra pregunta\nA. a\nB. b\nC. c\nD. d\nANSWER: B';
    expect(readAiken(text).map((read) => read.errors)).toEqual([
      [{ line: 5, message: 'Falta la línea ANSWER: con la letra de la respuesta correcta.' }],
      [],
    ]);
  });

  it('reports an answer letter that is not an option, and an empty one', () => {
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: E')).toEqual([
      { line: 6, message: 'La respuesta "E" no corresponde a ninguna alternativa.' },
    ]);
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: AB')).toEqual([
      { line: 6, message: 'La respuesta "AB" no corresponde a ninguna alternativa.' },
    ]);
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER:')).toEqual([
      { line: 6, message: 'La línea ANSWER: no indica la letra de la respuesta correcta.' },
    ]);
  });

  it('reports the first unexpected line after ANSWER, cut to 60 characters, and reads no further', () => {
    const text = [
      '¿Qué es la OECE?',
      'A. Uno',
      'B. Dos',
      'C. Tres',
      'D. Cuatro',
      'ANSWER: A',
      'Nota: esta pregunta se basa en la Ley N° 32069 y en su Reglamento vigente desde abril de 2025.',
      'EXPLICACIÓN: no se lee.',
    ].join('\n');
    const [read] = readAiken(text);
    expect(read?.explanation).toBeNull();
    expect(read?.errors).toEqual([
      {
        line: 7,
        message:
          'Línea inesperada después de ANSWER: "Nota: esta pregunta se basa en la Ley N° 32069 y en su Regla…".',
      },
    ]);
  });

  it('reports an option after the ANSWER line', () => {
    expect(errorsOf('¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nANSWER: A\nD. Cuatro')).toEqual([
      { line: 5, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' },
      { line: 6, message: 'La alternativa D está después de la línea ANSWER:.' },
    ]);
  });

  it('reports a stem line once the options have started (an option continued on a second line)', () => {
    const text =
      '¿Qué es la OECE?\nA. Un organismo técnico\nespecializado\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: A';
    expect(errorsOf(text)).toEqual([
      {
        line: 3,
        message: 'Se esperaba una alternativa o la línea ANSWER: y se encontró "especializado".',
      },
    ]);
  });

  it('reports a repeated extension line', () => {
    const text =
      '¿Qué es la OECE?\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: A\nFUENTES: Ley 32069, art. 7.1\nFUENTES: Reglamento, art. 2';
    expect(errorsOf(text)).toEqual([{ line: 8, message: 'La línea FUENTES: está repetida.' }]);
  });

  it('requires a space after the option letter, as strict Aiken does', () => {
    expect(errorsOf('¿Qué es la OECE?\nA.Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: B')).toEqual([
      { line: 3, message: 'Se esperaba la alternativa A y se encontró B.' },
      { line: 6, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' },
    ]);
  });

  it('keeps a good question free of the errors of the bad one beside it', () => {
    const text = `¿Qué procedimiento se usa para contratar obras?
A. Licitación pública
B. Concurso público
C. Subasta inversa
ANSWER: A

¿Quién conduce el procedimiento de selección?
A. El comité de selección
B. El área usuaria
C. El titular de la entidad
D. La OECE
ANSWER: A
`;
    const items = readAiken(text);
    expect(items.map((read) => [read.line, read.errors])).toEqual([
      [1, [{ line: 5, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' }]],
      [7, []],
    ]);
    expect(items[1]?.correctAlternative).toBe(0);
  });

  it('starts a new question at text that follows a blank line before any option', () => {
    const items = readAiken(
      'Título del banco\n\n¿Qué es el PAC?\nA. Un plan\nB. Un acta\nC. Un contrato\nD. Una orden\nANSWER: A',
    );
    expect(items.map((read) => [read.line, read.question, read.errors])).toEqual([
      [
        1,
        'Título del banco',
        [
          { line: 1, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 0.' },
          { line: 1, message: 'Falta la línea ANSWER: con la letra de la respuesta correcta.' },
        ],
      ],
      [3, '¿Qué es el PAC?', []],
    ]);
  });
});

describe('writeAiken', () => {
  it('writes stems with their line breaks, options on one line each, and a final newline', () => {
    const text = writeAiken([
      {
        question: 'Una entidad convoca un concurso público.\n¿Qué plazo rige?',
        alternatives: ['5 días', '8 días\nhábiles', '10 días', '15 días'],
        correctAlternative: 1,
      },
      { question: '¿Qué es la OECE?', alternatives: ['Uno', 'Dos', 'Tres', 'Cuatro'], correctAlternative: 3 },
    ]);
    expect(text).toBe(
      [
        'Una entidad convoca un concurso público.',
        '¿Qué plazo rige?',
        'A. 5 días',
        'B. 8 días hábiles',
        'C. 10 días',
        'D. 15 días',
        'ANSWER: B',
        '',
        '¿Qué es la OECE?',
        'A. Uno',
        'B. Dos',
        'C. Tres',
        'D. Cuatro',
        'ANSWER: D',
        '',
      ].join('\n'),
    );
    expect(writeAiken([])).toBe('');
  });

  it('guards stem lines that look like options or ANSWER lines with a leading no-break space', () => {
    const question = 'A. Pérez solicita la ampliación.\nRespuesta: la entidad la deniega.\nI) ¿Procede?';
    const text = writeAiken([
      { question, alternatives: ['Sí', 'No', 'Tal vez', 'Nunca'], correctAlternative: 1 },
    ]);
    expect(text.split('\n').slice(0, 3)).toEqual([
      '\u00A0A. Pérez solicita la ampliación.',
      '\u00A0Respuesta: la entidad la deniega.',
      '\u00A0I) ¿Procede?',
    ]);
    expect(readAiken(text)).toEqual([
      item({ line: 1, question, alternatives: ['Sí', 'No', 'Tal vez', 'Nunca'], correctAlternative: 1 }),
    ]);
  });

  it('drops blank stem lines, which Aiken would read as the end of the question', () => {
    const text = writeAiken([
      { question: 'Caso:\n\n¿Qué corresponde?', alternatives: ['a', 'b', 'c', 'd'], correctAlternative: 0 },
    ]);
    expect(text.startsWith('Caso:\n¿Qué corresponde?\nA. a')).toBe(true);
  });

  it('refuses a question without four alternatives and a key among them', () => {
    expect(() =>
      writeAiken([{ question: '¿?', alternatives: ['a', 'b', 'c'], correctAlternative: 0 }]),
    ).toThrow(RangeError);
    expect(() =>
      writeAiken([{ question: '¿?', alternatives: ['a', 'b', 'c', 'd'], correctAlternative: 4 }]),
    ).toThrow(RangeError);
  });
});

describe('readAiken(writeAiken(questions))', () => {
  function roundTrip(questions: readonly AikenWritable[]) {
    const read = readAiken(writeAiken(questions));
    expect(
      read.map(({ question, alternatives, correctAlternative, errors }) => ({
        question,
        alternatives,
        correctAlternative,
        errors,
      })),
    ).toEqual(
      questions.map(({ question, alternatives, correctAlternative }) => ({
        question: question.trim(),
        alternatives,
        correctAlternative,
        errors: [],
      })),
    );
  }

  it('gives back realistic questions', () => {
    roundTrip([
      {
        question:
          'La Municipalidad Distrital de Santa Ana convoca una licitación pública para la construcción de un puente.\nEl postor ganador no presenta la garantía de fiel cumplimiento.\n¿Qué corresponde según la Ley N° 32069?',
        alternatives: [
          'Otorgarle un plazo adicional',
          'Declarar la pérdida de la buena pro',
          'Suscribir el contrato sin garantía',
          '¡Ninguna de las anteriores!',
        ],
        correctAlternative: 1,
      },
      {
        question: '¿Cuál es la función de la OECE respecto de la señalización y el diseño de las compañías?',
        alternatives: ['Supervisar', 'Año fiscal', 'Niño y niña', 'Pingüino'],
        correctAlternative: 3,
      },
      {
        question:
          '  Según el literal b) del numeral 7.1:\n¿qué supuesto está excluido del ámbito de la Ley?  ',
        alternatives: ['Las donaciones', 'Las obras', 'Los bienes', 'Los servicios'],
        correctAlternative: 0,
      },
    ]);
  });

  it('gives back generated questions, stem lines that look like options included', () => {
    let seed = 20_250_422;
    const next = (bound: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % bound;
    };
    const pieces = [
      'la entidad',
      'contratación',
      '¿procede?',
      '¡plazo!',
      'año',
      'A.',
      'B)',
      'ANSWER:',
      'Respuesta:',
      'EXPLICACIÓN:',
      'D.',
      '7.1',
      'Ñandú',
      'señal',
    ];
    const sentence = (words: number) =>
      Array.from({ length: words }, () => pieces[next(pieces.length)]).join(' ');
    const questions: AikenWritable[] = Array.from({ length: 200 }, (_, index) => ({
      question: Array.from({ length: 1 + next(4) }, () => sentence(1 + next(6))).join('\n'),
      alternatives: ['w', 'x', 'y', 'z'].map((letter) => `${letter} ${sentence(1 + next(5))} ${index}`),
      correctAlternative: next(4),
    }));
    roundTrip(questions);
  });
});
