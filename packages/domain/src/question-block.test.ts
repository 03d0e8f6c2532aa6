import { describe, expect, it } from 'vitest';
import { parseQuestionBlock, readLetteredLine } from './question-block';

describe('readLetteredLine in pasted text', () => {
  it.each([
    ['a) El área usuaria', 0, 'El área usuaria'],
    ['b. El comité de selección', 1, 'El comité de selección'],
    ['C) La OECE', 2, 'La OECE'],
    ['D. La Contraloría', 3, 'La Contraloría'],
    ['(a) Licitación pública', 0, 'Licitación pública'],
    ['b- Concurso público', 1, 'Concurso público'],
    ['c - Comparación de precios', 2, 'Comparación de precios'],
    ['d: Subasta inversa', 3, 'Subasta inversa'],
    ['a.- Contratación directa', 0, 'Contratación directa'],
    ['A)\tEl titular de la entidad', 0, 'El titular de la entidad'],
    ['  • b) Dentro de 5 días hábiles', 1, 'Dentro de 5 días hábiles'],
    ['- c) 30 días calendario', 2, '30 días calendario'],
    ['* d) Ninguna de las anteriores', 3, 'Ninguna de las anteriores'],
    ['a)El contratista', 0, 'El contratista'],
    ['b)\u00A0El postor', 1, 'El postor'],
  ])('reads %j as option %i', (line, index, text) => {
    expect(readLetteredLine(line, 'pasted')).toEqual({ index, text });
  });

  it.each([
    'a las entidades públicas comprendidas en el artículo 3',
    '7.1 La entidad contratante…',
    'a.m. del día siguiente',
    'Respuesta: b',
    '',
  ])('does not take %j for an option', (line) => {
    expect(readLetteredLine(line, 'pasted')).toBeNull();
  });

  it('reads a fifth letter too, so that a fifth option is told apart from text', () => {
    expect(readLetteredLine('e) Todas las anteriores', 'pasted')).toEqual({
      index: 4,
      text: 'Todas las anteriores',
    });
  });
});

describe('parseQuestionBlock', () => {
  it('reads a numbered stem hard-wrapped by a PDF, one option per line and the key', () => {
    const text = [
      '12. Conforme a la Ley N° 32069, Ley General de Contrataciones Públicas, ¿cuál es el',
      'plazo máximo con que cuenta la entidad para absolver las consultas y observaciones',
      'formuladas por los participantes?',
      'a) 3 días hábiles',
      'b) 5 días hábiles',
      'c) 7 días hábiles',
      'd) 10 días hábiles',
      'Respuesta: b',
    ].join('\n');
    expect(parseQuestionBlock(text)).toEqual({
      question:
        'Conforme a la Ley N° 32069, Ley General de Contrataciones Públicas, ¿cuál es el plazo máximo con que cuenta la entidad para absolver las consultas y observaciones formuladas por los participantes?',
      alternatives: ['3 días hábiles', '5 días hábiles', '7 días hábiles', '10 días hábiles'],
      correctAlternative: 1,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it("reads '12)' numbering, 'a.' options and a 'Clave: B' line", () => {
    const text = `12) ¿Qué órgano de la entidad conduce el procedimiento de selección?
a. El área usuaria
b. El comité de selección
c. El titular de la entidad
d. El órgano de control institucional
Clave: B`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué órgano de la entidad conduce el procedimiento de selección?',
      alternatives: [
        'El área usuaria',
        'El comité de selección',
        'El titular de la entidad',
        'El órgano de control institucional',
      ],
      correctAlternative: 1,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it("reads 'Pregunta 12:', 'A)' options followed by tabs and a 'Rpta.: (c)' line", () => {
    const text = [
      'Pregunta 12: Según el Reglamento, la garantía de fiel cumplimiento equivale al:',
      'A)\t5 % del monto del contrato original',
      'B)\t8 % del monto del contrato original',
      'C)\t10 % del monto del contrato original',
      'D)\t15 % del monto del contrato original',
      'Rpta.: (c)',
    ].join('\n');
    expect(parseQuestionBlock(text)).toEqual({
      question: 'Según el Reglamento, la garantía de fiel cumplimiento equivale al:',
      alternatives: [
        '5 % del monto del contrato original',
        '8 % del monto del contrato original',
        '10 % del monto del contrato original',
        '15 % del monto del contrato original',
      ],
      correctAlternative: 2,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it("reads '(a)' options, 'Respuesta correcta: D)' and an explanation over several lines", () => {
    const text = `Pregunta N° 3. ¿Quién aprueba el expediente de contratación?
(a) El comité de selección
(b) La OECE
(c) El área usuaria
(d) El funcionario competente según las normas de organización interna
Respuesta correcta: D)
Explicación: el expediente lo aprueba el funcionario
competente de la entidad contratante.`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Quién aprueba el expediente de contratación?',
      alternatives: [
        'El comité de selección',
        'La OECE',
        'El área usuaria',
        'El funcionario competente según las normas de organización interna',
      ],
      correctAlternative: 3,
      explanation: 'el expediente lo aprueba el funcionario competente de la entidad contratante.',
      complete: true,
      notes: [],
    });
  });

  it("reads 'a -' options behind bullets and a 'Justificación:' line", () => {
    const text = `12 - ¿Qué procedimiento corresponde para contratar consultorías de obra?
• a - Licitación pública
• b - Concurso público
• c - Subasta inversa electrónica
• d - Comparación de precios
Alternativa correcta: (b)
Justificación: las consultorías se contratan por concurso público.`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué procedimiento corresponde para contratar consultorías de obra?',
      alternatives: [
        'Licitación pública',
        'Concurso público',
        'Subasta inversa electrónica',
        'Comparación de precios',
      ],
      correctAlternative: 1,
      explanation: 'las consultorías se contratan por concurso público.',
      complete: true,
      notes: [],
    });
  });

  it('splits the four options written on one line under the stem', () => {
    const text = `5. ¿Qué entidad supervisa el cumplimiento de la normativa de contrataciones públicas?
a) La OECE b) El MEF c) La Contraloría General d) El Tribunal de Contrataciones Públicas
ANSWER: A`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué entidad supervisa el cumplimiento de la normativa de contrataciones públicas?',
      alternatives: ['La OECE', 'El MEF', 'La Contraloría General', 'El Tribunal de Contrataciones Públicas'],
      correctAlternative: 0,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it("splits 'A. … B. … C. … D. …' on one line", () => {
    const text = `¿Cuál es el plazo para suscribir el contrato?
A. 5 días hábiles B. 8 días hábiles C. 10 días hábiles D. 15 días hábiles
Clave: C`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Cuál es el plazo para suscribir el contrato?',
      alternatives: ['5 días hábiles', '8 días hábiles', '10 días hábiles', '15 días hábiles'],
      correctAlternative: 2,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('splits the stem from its options when they share one line', () => {
    const text = '7.- La Ley N° 32069 entró en vigencia en: a) 2023 b) 2024 c) 2025 d) 2026\nRespuesta: c';
    expect(parseQuestionBlock(text)).toEqual({
      question: 'La Ley N° 32069 entró en vigencia en:',
      alternatives: ['2023', '2024', '2025', '2026'],
      correctAlternative: 2,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('reads two options per line, as PDFs in two columns paste them', () => {
    const text = `¿Qué documento contiene las condiciones del procedimiento de selección?
a) Las bases          b) El contrato
c) La proforma        d) El acta de buena pro
Respuesta: a`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué documento contiene las condiciones del procedimiento de selección?',
      alternatives: ['Las bases', 'El contrato', 'La proforma', 'El acta de buena pro'],
      correctAlternative: 0,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('reads a Windows paste with non-breaking spaces, tabs, invisible characters and a quoted key', () => {
    const text =
      '\uFEFF3.\u00A0¿Quién\u00A0resuelve\tel recurso de apelación\u200B cuando el valor\r\n' +
      'estimado supera las cincuenta UIT?\r\n' +
      'a)\u00A0El titular de la entidad\r\n' +
      'b)\u00A0El Tribunal de Contrataciones Públicas\r\n' +
      'c)\u00A0La OECE\r\n' +
      'd)\u00A0El comité de selección\r\n' +
      '\r\n' +
      'Respuesta: “b”\r\n';
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Quién resuelve el recurso de apelación cuando el valor estimado supera las cincuenta UIT?',
      alternatives: [
        'El titular de la entidad',
        'El Tribunal de Contrataciones Públicas',
        'La OECE',
        'El comité de selección',
      ],
      correctAlternative: 1,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('joins an option continued on the next line, across blank lines between options', () => {
    const text = `¿Qué ocurre si el postor ganador no suscribe el contrato dentro del plazo?

a) Se le otorga un plazo adicional de diez días hábiles para
suscribirlo

b) Pierde la buena pro y se otorga al postor que ocupó el
segundo lugar

c) Se declara desierto el procedimiento de selección

d) La entidad contrata directamente con cualquier proveedor del Registro Nacional de Pro-
veedores

Respuesta: b`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué ocurre si el postor ganador no suscribe el contrato dentro del plazo?',
      alternatives: [
        'Se le otorga un plazo adicional de diez días hábiles para suscribirlo',
        'Pierde la buena pro y se otorga al postor que ocupó el segundo lugar',
        'Se declara desierto el procedimiento de selección',
        'La entidad contrata directamente con cualquier proveedor del Registro Nacional de Pro-veedores',
      ],
      correctAlternative: 1,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it("does not split on a 'b)' inside the stem or inside an option", () => {
    const text = `Según el literal b) del numeral 7.1 del artículo 7 de la Ley, ¿qué supuesto está excluido?
a) Lo previsto en el literal b) del numeral 7.1
b) Las contrataciones de bienes por montos mayores a 8 UIT
c) Las obras públicas por administración directa
d) Los servicios de consultoría de obra
Respuesta: a`;
    expect(parseQuestionBlock(text)).toEqual({
      question: 'Según el literal b) del numeral 7.1 del artículo 7 de la Ley, ¿qué supuesto está excluido?',
      alternatives: [
        'Lo previsto en el literal b) del numeral 7.1',
        'Las contrataciones de bienes por montos mayores a 8 UIT',
        'Las obras públicas por administración directa',
        'Los servicios de consultoría de obra',
      ],
      correctAlternative: 0,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('takes an explanation that follows the key after a dash or a period', () => {
    const dash = `¿Cuál es el órgano técnico especializado adscrito al MEF?
a) La OECE
b) PERÚ COMPRAS
c) El OSCE
d) La Contraloría
Respuesta: a - La Ley N° 32069 crea el Organismo Especializado
para las Contrataciones Públicas Eficientes.`;
    expect(parseQuestionBlock(dash)).toEqual({
      question: '¿Cuál es el órgano técnico especializado adscrito al MEF?',
      alternatives: ['La OECE', 'PERÚ COMPRAS', 'El OSCE', 'La Contraloría'],
      correctAlternative: 0,
      explanation:
        'La Ley N° 32069 crea el Organismo Especializado para las Contrataciones Públicas Eficientes.',
      complete: true,
      notes: [],
    });
    const period = dash.replace('Respuesta: a - La Ley', 'Respuesta: a. Sustento: La Ley');
    expect(parseQuestionBlock(period).explanation).toBe(
      'La Ley N° 32069 crea el Organismo Especializado para las Contrataciones Públicas Eficientes.',
    );
  });

  it('fills what it can and notes that only three options were found', () => {
    const text = `¿Qué tipo de garantía se exige para el adelanto directo?
a) Carta fianza
b) Póliza de caución
c) Depósito en cuenta
Respuesta: a`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué tipo de garantía se exige para el adelanto directo?',
      alternatives: ['Carta fianza', 'Póliza de caución', 'Depósito en cuenta'],
      correctAlternative: 0,
      explanation: null,
      complete: false,
      notes: ['Solo se encontraron 3 alternativas (a, b y c).'],
    });
  });

  it('counts a lone option line as an option', () => {
    expect(parseQuestionBlock('¿Qué es el PAC?\na) El Plan Anual de Contrataciones')).toEqual({
      question: '¿Qué es el PAC?',
      alternatives: ['El Plan Anual de Contrataciones'],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: ['Solo se encontró 1 alternativa (a).'],
    });
  });

  it('leaves a block without options in the stem, number stripped', () => {
    const text = `Pregunta 4: La entidad contratante debe registrar su Plan Anual
de Contrataciones en la Pladicop dentro de los cinco días hábiles
siguientes a su aprobación.`;
    expect(parseQuestionBlock(text)).toEqual({
      question:
        'La entidad contratante debe registrar su Plan Anual de Contrataciones en la Pladicop dentro de los cinco días hábiles siguientes a su aprobación.',
      alternatives: [],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: ['No se encontraron alternativas a) a d): el texto queda en el enunciado.'],
    });
  });

  it('notes a key letter that is not among the options', () => {
    const text = `¿Cuántos miembros integran el comité de selección?
a) Dos
b) Tres
c) Cuatro
d) Cinco
Clave: E`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Cuántos miembros integran el comité de selección?',
      alternatives: ['Dos', 'Tres', 'Cuatro', 'Cinco'],
      correctAlternative: null,
      explanation: null,
      complete: true,
      notes: ['La clave "E" no corresponde a ninguna alternativa.'],
    });
  });

  it('takes the first four of five options and says so', () => {
    const text = `¿Cuál es un método de contratación?
a) Licitación pública
b) Concurso público
c) Comparación de precios
d) Subasta inversa electrónica
e) Todas las anteriores
Respuesta: e`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Cuál es un método de contratación?',
      alternatives: [
        'Licitación pública',
        'Concurso público',
        'Comparación de precios',
        'Subasta inversa electrónica',
      ],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: [
        'Se encontraron más de 4 alternativas: se tomaron las 4 primeras.',
        'La clave "E" no corresponde a ninguna alternativa.',
      ],
    });
  });

  it("prefers the real list to a stem line that starts like an option ('A. Pérez …')", () => {
    const text = `A. Pérez, jefe de logística, solicita ampliar el plazo de ejecución.
¿Quién resuelve la solicitud?
a) El área usuaria
b) La entidad contratante
c) El contratista
d) La OECE
Rpta: b`;
    expect(parseQuestionBlock(text)).toEqual({
      question:
        'A. Pérez, jefe de logística, solicita ampliar el plazo de ejecución. ¿Quién resuelve la solicitud?',
      alternatives: ['El área usuaria', 'La entidad contratante', 'El contratista', 'La OECE'],
      correctAlternative: 1,
      explanation: null,
      complete: true,
      notes: [],
    });
  });

  it('keeps unlabelled text after a blank line out of the last option and notes it', () => {
    const text = `¿Qué plazo tiene el contratista para subsanar observaciones en la recepción de la obra?
a) Hasta 5 días
b) Hasta 10 días
c) Un décimo del plazo de ejecución
d) 30 días calendario

Fuente: Reglamento, art. 208.
Respuesta: c`;
    expect(parseQuestionBlock(text)).toEqual({
      question: '¿Qué plazo tiene el contratista para subsanar observaciones en la recepción de la obra?',
      alternatives: [
        'Hasta 5 días',
        'Hasta 10 días',
        'Un décimo del plazo de ejecución',
        '30 días calendario',
      ],
      correctAlternative: 2,
      explanation: null,
      complete: true,
      notes: [
        'Se dejó fuera un texto que no es enunciado, alternativa, clave ni explicación: "Fuente: Reglamento, art. 208.".',
      ],
    });
  });

  it('notes a missing stem and an empty option', () => {
    expect(parseQuestionBlock('a) Bienes\nb)\nc) Obras\nd) Consultorías')).toEqual({
      question: '',
      alternatives: ['Bienes', '', 'Obras', 'Consultorías'],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: ['No se encontró el enunciado antes de la alternativa a).', 'La alternativa b) está vacía.'],
    });
  });

  it.each([
    ['Respuesta: b', 1],
    ['Respuesta correcta: B)', 1],
    ['RESPUESTA CORRECTA: b', 1],
    ['Clave: B', 1],
    ['Rpta: c', 2],
    ['Rpta.: (c)', 2],
    ['Rpta.- c', 2],
    ['Alternativa correcta: (d)', 3],
    ['ANSWER: C', 2],
    ['Respuesta: "a"', 0],
  ])('reads the key line %j', (key, index) => {
    const text = `¿Quién integra el comité?\na) Uno\nb) Dos\nc) Tres\nd) Cuatro\n${key}`;
    expect(parseQuestionBlock(text)).toMatchObject({ correctAlternative: index, notes: [] });
  });

  it('says so when the key is not a letter', () => {
    const text = '¿Quién integra el comité?\na) Uno\nb) Dos\nc) Tres\nd) Cuatro\nRespuesta: 2';
    expect(parseQuestionBlock(text).notes).toEqual(['La clave "2" no corresponde a ninguna alternativa.']);
  });

  it('has nothing to say about an empty box', () => {
    expect(parseQuestionBlock(' \r\n\t\n')).toEqual({
      question: '',
      alternatives: [],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: [],
    });
  });
});
