import { and, count, eq, inArray, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions';
import { seedDatabase } from '../../seed';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, adminToken, { username: 'socia', membershipLevel: 'BASIC', days: 3650 });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, token: string | null = adminToken) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

async function bankSize(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(questions);
  return row!.n;
}

/** A question of the seeded bank (content/), by its position. */
async function contentQuestion(offset = 0) {
  const [row] = await t.db
    .select()
    .from(questions)
    .where(and(eq(questions.source, 'CONTENT'), eq(questions.status, 'ACTIVE')))
    .orderBy(questions.id)
    .limit(1)
    .offset(offset);
  return row!;
}

const NEW_QUESTION = {
  category: 'FASE_DE_SELECCION',
  topic: '2.1.1',
  question:
    'Un comité de evaluadores recibe una consulta fuera del plazo fijado en las bases de un concurso público.\n¿Qué corresponde hacer?',
  alternatives: [
    'Absolverla, pues toda consulta debe responderse',
    'No absolverla, porque fue presentada fuera de plazo',
    'Remitirla al OECE para que la absuelva',
    'Suspender el procedimiento hasta absolverla',
  ],
  correctAlternative: 1,
  explanation:
    'Las consultas se formulan en la etapa prevista en el calendario. Fuera de ella no se absuelven.',
  sources: ['Reglamento, art. 64.1'],
};

describe('GET /api/questions', () => {
  it('answers one page of the bank, numbered, with the total', async () => {
    const res = await call('GET', '/api/questions');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(await bankSize());
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.questions).toHaveLength(25);
    expect(body.statistics).toBeNull();
    const ids = body.questions.map((question: { id: number }) => question.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.questions[0]).toMatchObject({
      alternatives: expect.any(Array),
      sources: expect.any(Array),
      status: 'ACTIVE',
      source: 'CONTENT',
      revision: 1,
      stats: null,
      openReports: 0,
    });
    const second = (await call('GET', '/api/questions?page=2&pageSize=10')).json();
    expect(second.questions).toHaveLength(10);
    expect(second.questions[0].id).toBe(ids[10]);
    const beyond = (await call('GET', '/api/questions?page=1000')).json();
    expect(beyond).toMatchObject({ questions: [], total: body.total, page: 1000 });
  });

  it('filters by competency, topic and status', async () => {
    const byTopic = (await call('GET', '/api/questions?topic=2.4.1&pageSize=100')).json();
    expect(byTopic.total).toBeGreaterThan(0);
    expect(new Set(byTopic.questions.map((question: { topic: string }) => question.topic))).toEqual(
      new Set(['2.4.1']),
    );
    const byCategory = (await call('GET', '/api/questions?category=FASE_DE_EJECUCION_CONTRACTUAL')).json();
    expect(byCategory.total).toBeLessThan(await bankSize());
    const archived = (await call('GET', '/api/questions?status=ARCHIVED')).json();
    expect(archived.total).toBe(0);
    const advanced = (await call('GET', '/api/questions?level=avanzado&pageSize=100')).json();
    expect(advanced.total).toBeGreaterThan(0);
    expect(advanced.total).toBeLessThan(await bankSize());
    expect(new Set(advanced.questions.map((question: { level: string }) => question.level))).toEqual(
      new Set(['avanzado']),
    );
  });

  it('finds words of the stem in any order, accents and case ignored, and a question by its number', async () => {
    const [accented] = await t.db
      .select()
      .from(questions)
      .where(and(like(questions.question, '%contratación%'), like(questions.question, '%órgano%')))
      .limit(1);
    expect(accented).toBeDefined();
    const found = (await call('GET', '/api/questions?search=ORGANO%20Contratacion&pageSize=100')).json();
    expect(found.total).toBeGreaterThan(0);
    expect(found.questions.map((question: { id: number }) => question.id)).toContain(accented!.id);
    for (const question of found.questions) {
      const plain = question.question
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
      expect(plain).toContain('organo');
      expect(plain).toContain('contratacion');
    }
    const byNumber = (await call('GET', `/api/questions?search=%23${accented!.id}`)).json();
    expect(byNumber.questions.map((question: { id: number }) => question.id)).toEqual([accented!.id]);
    const nothing = (await call('GET', '/api/questions?search=xyzzy%25_')).json();
    expect(nothing).toMatchObject({ total: 0, questions: [] });
  });

  it('counts the active questions of each competency by level', async () => {
    const res = await call('GET', '/api/questions/levels');
    expect(res.statusCode, res.body).toBe(200);
    const { competencies } = res.json();
    expect(competencies.map((row: { category: string }) => row.category)).toEqual([
      'ACTUACIONES_PREPARATORIAS',
      'FASE_DE_SELECCION',
      'FASE_DE_EJECUCION_CONTRACTUAL',
    ]);
    for (const row of competencies) {
      const [stored] = await t.db
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.category, row.category), eq(questions.status, 'ACTIVE')));
      expect(row.total).toBe(stored!.n);
      expect(row.levels.basico + row.levels.intermedio + row.levels.avanzado).toBe(row.total);
      const [advanced] = await t.db
        .select({ n: count() })
        .from(questions)
        .where(
          and(
            eq(questions.category, row.category),
            eq(questions.status, 'ACTIVE'),
            eq(questions.level, 'avanzado'),
          ),
        );
      expect(row.levels.avanzado).toBe(advanced!.n);
    }
    expect((await call('GET', '/api/questions/levels', undefined, member.token)).statusCode).toBe(403);
  });

  it('refuses a bad filter with the reason', async () => {
    const cases: [string, RegExp][] = [
      ['pageSize=7', /10, 25, 50 o 100/],
      ['page=0', /La página empieza en 1/],
      ['topic=9.9.9', /Tema desconocido/],
      ['status=BORRADO', /Estado desconocido/],
      ['sort=azar', /Orden desconocido/],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `/api/questions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/questions', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/questions', undefined, member.token)).statusCode).toBe(403);
  });
});

describe('POST /api/questions', () => {
  it('creates an ACTIVE question, outside the public set until published, with its first version', async () => {
    const before = await bankSize();
    const res = await call('POST', '/api/questions', NEW_QUESTION);
    expect(res.statusCode, res.body).toBe(201);
    const { question } = res.json();
    expect(res.json().message).toBe('Pregunta creada');
    expect(question).toMatchObject({
      ...NEW_QUESTION,
      status: 'ACTIVE',
      level: 'intermedio',
      source: 'ADMIN',
      revision: 1,
      publicSince: null,
    });
    expect(await bankSize()).toBe(before + 1);

    const hidden = await call('GET', `/api/questions/slug/${question.slug}`, undefined, null);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().topic).toBe(NEW_QUESTION.topic);
    const published = await call('POST', '/api/questions/public-set', {
      questionIds: [question.id],
      public: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = await call('GET', `/api/questions/slug/${question.slug}`, undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.json().question).toBe(NEW_QUESTION.question);

    const versions = (await call('GET', `/api/questions/${question.id}/versions`)).json().versions;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ revision: 1, action: 'CREATE', changedBy: TEST_ADMIN.username });
    expect(versions[0].changes).toContainEqual({ field: 'correctAlternative', before: null, after: 1 });

    const again = await call('POST', '/api/questions', NEW_QUESTION);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Ya existe una pregunta con el mismo enunciado (#${question.id}).`);
  });

  it('keeps a draft out of the public pages', async () => {
    const res = await call('POST', '/api/questions', {
      ...NEW_QUESTION,
      question: `${NEW_QUESTION.question} (borrador)`,
      status: 'DRAFT',
      explanation: '  ',
      sources: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().question).toMatchObject({ status: 'DRAFT', explanation: null, sources: [] });
    const page = await call('GET', `/api/questions/slug/${res.json().question.slug}`, undefined, null);
    expect(page.statusCode).toBe(404);
  });

  it('refuses each broken rule with a Spanish message naming the field, and writes nothing', async () => {
    const before = await bankSize();
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { alternatives: NEW_QUESTION.alternatives.slice(0, 3) },
        /alternatives: La pregunta debe tener exactamente 4 alternativas/,
      ],
      [
        { alternatives: ['Sí', 'No', 'sí', 'Tal vez'] },
        /alternatives: Las alternativas a\) y c\) son iguales/,
      ],
      [
        { alternatives: ['Sí', '  ', 'No', 'Tal vez'] },
        /alternatives\.1: Ninguna alternativa puede estar vacía/,
      ],
      [{ correctAlternative: 4 }, /correctAlternative: La alternativa correcta debe ser a\), b\), c\) o d\)/],
      [{ correctAlternative: undefined }, /correctAlternative: Elige la alternativa correcta/],
      [{ topic: '3.1.1' }, /topic: El tema 3\.1\.1 no pertenece a la competencia Fase de selección/],
      [{ topic: '2.6.1' }, /topic: Tema desconocido/],
      [
        { sources: ['Ley 32069, art. 999'] },
        /sources: La fuente "Ley 32069, art. 999" no es válida: no existe el artículo 999/,
      ],
      [{ sources: ['Reglamento, art. 64.99'] }, /no existe el numeral 64\.99 en el Reglamento/],
      [{ sources: ['art. 64 del Reglamento'] }, /sources\.0: Cada fuente debe tener la forma/],
      [{ question: '   \n  ' }, /question: El enunciado no puede estar vacío/],
      [{ question: 'Corta' }, /question: El enunciado es demasiado corto/],
      [{ category: 'OTRA' }, /category: Competencia desconocida/],
    ];
    for (const [change, message] of cases) {
      const res = await call('POST', '/api/questions', {
        ...NEW_QUESTION,
        question: `${NEW_QUESTION.question} v2`,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(message);
    }
    expect(await bankSize()).toBe(before);
  });

  it('refuses members and visitors before reading the body', async () => {
    expect((await call('POST', '/api/questions', {}, null)).statusCode).toBe(401);
    const forbidden = await call('POST', '/api/questions', {}, member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toMatch(/alternatives/);
  });
});

describe('PATCH /api/questions/{id}', () => {
  it('switches the status with the confirmation of each, and a status takes effect in new exams at once', async () => {
    // Six ACTIVE questions of one competency: a rapid exam draws five of them.
    const kept = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.category, 'ACTUACIONES_PREPARATORIAS'), eq(questions.status, 'ACTIVE')))
      .orderBy(questions.id)
      .limit(6);
    const keptIds = kept.map((row) => row.id);
    const others = await t.db
      .update(questions)
      .set({ status: 'ARCHIVED' })
      .where(
        and(
          eq(questions.category, 'ACTUACIONES_PREPARATORIAS'),
          eq(questions.status, 'ACTIVE'),
          notInArray(questions.id, keptIds),
        ),
      )
      .returning({ id: questions.id });
    try {
      const target = keptIds[0]!;
      const archived = await call('PATCH', `/api/questions/${target}`, { status: 'ARCHIVED' });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({
        message: 'Pregunta archivada',
        question: { status: 'ARCHIVED', revision: 2 },
      });
      for (let i = 0; i < 3; i++) {
        const started = await call('POST', '/api/exams', { type: 'RAPID' }, member.token);
        const exam = (
          await call('GET', `/api/exams/${started.json().examCode}`, undefined, member.token)
        ).json().exam;
        const drawn = exam.questions
          .filter((question: { category: string }) => question.category === 'ACTUACIONES_PREPARATORIAS')
          .map((question: { id: number }) => question.id)
          .sort((a: number, b: number) => a - b);
        expect(drawn).toEqual(keptIds.slice(1));
      }
      expect((await call('PATCH', `/api/questions/${target}`, { status: 'DRAFT' })).json().message).toBe(
        'Pregunta en borrador',
      );
      expect((await call('PATCH', `/api/questions/${target}`, { status: 'ACTIVE' })).json().message).toBe(
        'Pregunta activada',
      );
      const versions = (await call('GET', `/api/questions/${target}/versions`)).json().versions;
      expect(
        versions.map((version: { action: string; revision: number }) => [version.revision, version.action]),
      ).toEqual([
        [4, 'STATUS'],
        [3, 'STATUS'],
        [2, 'STATUS'],
      ]);
      expect(versions[2].changes).toEqual([{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }]);
    } finally {
      for (const { id } of others)
        await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.id, id));
    }
  });

  it('edits every field with the same checks, keeps the history and the old address', async () => {
    const original = await contentQuestion(3);
    // In the public set (if it was not already), so that its address has a page.
    await call('POST', '/api/questions/public-set', { questionIds: [original.id], public: true });
    const edit = {
      question: `${original.question}\n(Versión revisada por la coordinación)`,
      alternatives: [...original.alternatives.slice(1), original.alternatives[0]!],
      correctAlternative: (original.correctAlternative + 3) % 4,
      explanation: 'Explicación revisada. Cita el artículo que corresponde.',
      sources: ['Ley 32069, art. 7.1'],
      level: original.level === 'avanzado' ? 'basico' : 'avanzado',
      revision: 1,
    };
    const res = await call('PATCH', `/api/questions/${original.id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pregunta actualizada');
    const { revision: _revision, ...fields } = edit;
    expect(res.json().question).toMatchObject({ ...fields, revision: 2 });
    const newSlug = res.json().question.slug;
    expect(newSlug).not.toBe(original.slug);

    const old = await call('GET', `/api/questions/slug/${original.slug}`, undefined, null);
    expect(old.statusCode).toBe(200);
    expect(old.json().slug).toBe(newSlug);

    const [version] = (await call('GET', `/api/questions/${original.id}/versions`)).json().versions;
    expect(version).toMatchObject({ revision: 2, action: 'EDIT', changedBy: TEST_ADMIN.username });
    expect(version.changes.map((change: { field: string }) => change.field)).toEqual([
      'question',
      'alternatives',
      'correctAlternative',
      'explanation',
      'sources',
      'level',
    ]);
    expect(version.changes[2]).toEqual({
      field: 'correctAlternative',
      before: original.correctAlternative,
      after: edit.correctAlternative,
    });

    // Someone who read revision 1 cannot overwrite revision 2.
    const stale = await call('PATCH', `/api/questions/${original.id}`, { explanation: 'Otra', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Otra persona cambió esta pregunta/);

    const same = await call('PATCH', `/api/questions/${original.id}`, { explanation: edit.explanation });
    expect(same.json()).toMatchObject({ message: 'No había cambios que guardar', question: { revision: 2 } });

    const unknownLevel = await call('PATCH', `/api/questions/${original.id}`, { level: 'experto' });
    expect(unknownLevel.statusCode).toBe(400);
    expect(unknownLevel.json().message).toMatch(/Nivel desconocido/);

    const broken = await call('PATCH', `/api/questions/${original.id}`, { category: 'FASE_DE_SELECCION' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(
      /topic: El tema .* no pertenece a la competencia Fase de selección/,
    );
    const [stored] = await t.db.select().from(questions).where(eq(questions.id, original.id));
    expect(stored).toMatchObject({ category: original.category, revision: 2 });

    expect((await call('PATCH', `/api/questions/${original.id}`, { revision: 2 })).json().message).toBe(
      'Datos inválidos. No hay cambios que guardar',
    );
    expect((await call('PATCH', '/api/questions/999999', { status: 'ACTIVE' })).statusCode).toBe(404);
  });

  it('leaves an exam already started with the version it drew', async () => {
    const started = await call('POST', '/api/exams', { type: 'RAPID' }, member.token);
    const code = started.json().examCode;
    const exam = (await call('GET', `/api/exams/${code}`, undefined, member.token)).json().exam;
    const drawn = exam.questions[0];
    const [row] = await t.db.select().from(questions).where(eq(questions.id, drawn.id));
    const edited = await call('PATCH', `/api/questions/${drawn.id}`, {
      question: `${row!.question} (corregida)`,
      correctAlternative: (row!.correctAlternative + 1) % 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const again = (await call('GET', `/api/exams/${code}`, undefined, member.token)).json().exam;
    expect(again.questions[0]).toEqual(drawn);
    const finished = await call(
      'PATCH',
      `/api/exams/${code}`,
      { answers: [{ questionId: drawn.id, responseIndex: row!.correctAlternative }], action: 'FINISH' },
      member.token,
    );
    expect(finished.statusCode, finished.body).toBe(200);
    const review = (await call('GET', `/api/exams/${code}`, undefined, member.token)).json().exam;
    expect(review.questions[0]).toMatchObject({
      question: row!.question,
      correctAlternative: row!.correctAlternative,
    });
  });

  it('keeps every administrator change through a restart (the seed runs again)', async () => {
    const archived = await contentQuestion(10);
    const explained = await contentQuestion(11);
    const reworded = await contentQuestion(12);
    await call('PATCH', `/api/questions/${archived.id}`, { status: 'ARCHIVED' });
    await call('PATCH', `/api/questions/${explained.id}`, {
      explanation: 'Explicación propia del administrador.',
    });
    await call('PATCH', `/api/questions/${reworded.id}`, { question: `${reworded.question} (reformulada)` });
    const before = await bankSize();

    const report = await seedDatabase(t.app);
    expect(report).toMatchObject({ questionsAdded: 0, questionsRetired: 0 });
    expect(await bankSize()).toBe(before);
    const rows = await t.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [archived.id, explained.id, reworded.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(archived.id)!.status).toBe('ARCHIVED');
    expect(byId.get(explained.id)!.explanation).toBe('Explicación propia del administrador.');
    expect(byId.get(reworded.id)!.question).toBe(`${reworded.question} (reformulada)`);
  });
});

describe('GET /api/questions/search', () => {
  it('puts the same question, slightly reworded, first, under the near-duplicate distance', async () => {
    const original = await contentQuestion(20);
    const retyped = original.question.replace(/[¿?]/g, '').replace(/á/g, 'a');
    const res = await call('GET', `/api/questions/search?query=${encodeURIComponent(retyped)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [first, ...rest] = res.json().similarQuestions;
    expect(res.json().success).toBe(true);
    expect(first).toMatchObject({ id: original.id, slug: original.slug, status: 'ACTIVE' });
    expect(first.distance).toBeLessThan(10);
    expect(first.distance).toBeCloseTo(100 * (1 - first.similarity), 2);
    for (const other of rest) expect(other.distance).toBeGreaterThanOrEqual(first.distance);

    const others = await call(
      'GET',
      `/api/questions/search?query=${encodeURIComponent(original.question)}&excludeId=${original.id}`,
    );
    expect(others.json().similarQuestions.map((question: { id: number }) => question.id)).not.toContain(
      original.id,
    );
  });

  it('finds nothing close for an unrelated text, and needs a text', async () => {
    const res = await call(
      'GET',
      `/api/questions/search?query=${encodeURIComponent('Receta de ceviche con leche de tigre')}`,
    );
    expect(
      res.json().similarQuestions.every((question: { distance: number }) => question.distance >= 10),
    ).toBe(true);
    const blank = await call('GET', '/api/questions/search?query=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Escribe el enunciado a buscar/);
    expect((await call('GET', '/api/questions/search?query=x', undefined, member.token)).statusCode).toBe(
      403,
    );
  });
});

const AIKEN_OK = `Según la Ley N° 32069, ¿qué entidad administra la plataforma de contrataciones públicas Pladicop en el sistema?
A. El OECE
B. Perú Compras
C. La Contraloría General
D. El Ministerio de Economía y Finanzas
ANSWER: A

En una contratación directa por situación de emergencia, ¿en qué plazo máximo se regulariza la documentación del procedimiento?
A) Diez días hábiles
B) Veinte días hábiles
C) Treinta días hábiles
D) Sesenta días hábiles
ANSWER: B
`;

const AIKEN_BAD = `${AIKEN_OK}
¿Qué órgano resuelve el recurso de apelación cuando el valor referencial supera las cincuenta UIT en todos los casos?
A. El Tribunal de Contrataciones Públicas
B. El titular de la entidad
C. El órgano encargado de las contrataciones
`;

describe('importing questions', () => {
  const body = (text: string, extra: Record<string, unknown> = {}) => ({
    format: 'AIKEN',
    text,
    category: 'ACTUACIONES_PREPARATORIAS',
    topic: '1.1.2',
    ...extra,
  });

  it('previews an Aiken text: each question, its errors by line, and nothing written', async () => {
    const before = await bankSize();
    const res = await call('POST', '/api/questions/import/preview', body(AIKEN_BAD));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.valid).toBe(false);
    expect(preview.questions).toHaveLength(3);
    expect(preview.questions[0]).toMatchObject({
      line: 1,
      category: 'ACTUACIONES_PREPARATORIAS',
      topic: '1.1.2',
      alternatives: [
        'El OECE',
        'Perú Compras',
        'La Contraloría General',
        'El Ministerio de Economía y Finanzas',
      ],
      correctAlternative: 0,
      errors: [],
    });
    expect(preview.questions[1]).toMatchObject({ line: 8, correctAlternative: 1, errors: [] });
    expect(preview.questions[2].line).toBe(15);
    expect(preview.errors.length).toBeGreaterThan(0);
    expect(preview.errors.every((error: { line: number }) => error.line >= 15)).toBe(true);
    expect(preview.errors.map((error: { message: string }) => error.message).join(' ')).toMatch(
      /4 alternativas/,
    );
    expect(await bankSize()).toBe(before);
  });

  it('refuses the whole text when one question is wrong, naming the line', async () => {
    const before = await bankSize();
    const res = await call('POST', '/api/questions/import', body(AIKEN_BAD));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no se importó ninguna pregunta/);
    expect(res.json().message).toMatch(/línea (1[5-9]|2\d)/);
    expect(await bankSize()).toBe(before);
  });

  it('imports a valid text whole, as the chosen topic, with the history of each question', async () => {
    const before = await bankSize();
    const preview = (
      await call('POST', '/api/questions/import/preview', body(AIKEN_OK, { status: 'DRAFT' }))
    ).json();
    expect(preview).toMatchObject({ valid: true, errors: [] });
    const res = await call(
      'POST',
      '/api/questions/import',
      body(AIKEN_OK, { status: 'DRAFT', level: 'basico' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Se importaron 2 preguntas', created: 2 });
    expect(await bankSize()).toBe(before + 2);
    const listed = (await call('GET', '/api/questions?status=DRAFT&topic=1.1.2&search=Pladicop')).json();
    expect(listed.questions).toHaveLength(1);
    expect(listed.questions[0].level).toBe('basico');
    const [version] = (await call('GET', `/api/questions/${listed.questions[0].id}/versions`)).json()
      .versions;
    expect(version).toMatchObject({ revision: 1, action: 'IMPORT' });

    // The same text again: every question is already in the bank.
    const again = (await call('POST', '/api/questions/import/preview', body(AIKEN_OK))).json();
    expect(again.valid).toBe(false);
    expect(again.errors.map((error: { message: string }) => error.message)).toEqual([
      expect.stringMatching(/^Ya está en el banco como la pregunta #\d+\.$/),
      expect.stringMatching(/^Ya está en el banco como la pregunta #\d+\.$/),
    ]);
  });

  it('shows near duplicates of the bank and repeated questions inside the text', async () => {
    const original = await contentQuestion(30);
    const letters = ['A', 'B', 'C', 'D'];
    const block = (stem: string) =>
      `${stem}\n${original.alternatives.map((text, i) => `${letters[i]}. ${text}`).join('\n')}\nANSWER: ${letters[original.correctAlternative]}\n`;
    const near = original.question.replace(/[¿?]/g, '');
    const res = await call(
      'POST',
      '/api/questions/import/preview',
      body(`${block(near)}\n${block(near)}`, { category: original.category, topic: original.topic }),
    );
    const preview = res.json();
    expect(preview.questions[0].nearDuplicates.map((question: { id: number }) => question.id)).toContain(
      original.id,
    );
    expect(preview.questions[1].errors).toEqual([
      { line: preview.questions[1].line, message: 'Repite la pregunta de la línea 1.' },
    ]);
  });

  it('reads the content/ JSON format with the line of each error', async () => {
    const file = {
      topic: '3.1.1',
      questions: [
        {
          question:
            'En la ejecución contractual, ¿quién aprueba las prestaciones adicionales de obra hasta el límite previsto?',
          alternatives: ['El titular de la entidad', 'El área usuaria', 'El OECE', 'El contratista'],
          correctAlternative: 0,
          sources: ['Ley 32069, art. 7.1'],
          style: 'definicion',
          level: 'avanzado',
        },
        {
          question: 'Pregunta con una fuente que no existe en la Ley N° 32069 para esta prueba.',
          alternatives: ['Uno', 'Dos', 'Tres', 'Cuatro'],
          correctAlternative: 2,
          sources: ['Ley 32069, art. 999'],
          dificultad: 'alta',
        },
      ],
    };
    const text = JSON.stringify(file, null, 2);
    const preview = (await call('POST', '/api/questions/import/preview', { format: 'JSON', text })).json();
    expect(preview.valid).toBe(false);
    const lines = text.split('\n');
    // 1-based: the line after the object's opening brace, and the unknown field's own line.
    const secondLine = lines.findIndex((line) => line.includes('Pregunta con una fuente'));
    const unknownLine = lines.findIndex((line) => line.includes('"dificultad"')) + 1;
    expect(preview.questions[0]).toMatchObject({
      category: 'FASE_DE_EJECUCION_CONTRACTUAL',
      level: 'avanzado',
      errors: [],
    });
    // A question that does not state its level takes the one chosen for the import.
    expect(preview.questions[1].level).toBe('intermedio');
    expect(preview.errors).toEqual([
      { line: secondLine, message: expect.stringMatching(/no existe el artículo 999/) },
      { line: unknownLine, message: 'Campo desconocido "dificultad".' },
    ]);
    expect(preview.questions[1].line).toBe(secondLine);

    const broken = (
      await call('POST', '/api/questions/import/preview', {
        format: 'JSON',
        text: '{\n  "topic": "3.1.1",\n  "questions": [\n    { "question": }\n  ]\n}',
      })
    ).json();
    expect(broken).toMatchObject({
      valid: false,
      questions: [],
      errors: [{ line: 4, message: 'El archivo no es un JSON válido: se esperaba un valor.' }],
    });
  });

  it('needs a competency and a topic for an Aiken text, and refuses members first', async () => {
    const res = await call('POST', '/api/questions/import/preview', { format: 'AIKEN', text: AIKEN_OK });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Elige la competencia y el tema/);
    const mismatch = await call('POST', '/api/questions/import/preview', body(AIKEN_OK, { topic: '3.1.1' }));
    expect(mismatch.json().message).toMatch(/no pertenece a la competencia Actuaciones preparatorias/);
    expect((await call('POST', '/api/questions/import', {}, member.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/questions/import/preview', {}, null)).statusCode).toBe(401);
  });
});

describe('GET /api/questions/export', () => {
  it('writes the filtered bank as Aiken, one block per question', async () => {
    const total = (await call('GET', '/api/questions?topic=1.2.1&status=ACTIVE')).json().total;
    const res = await call('GET', '/api/questions/export?format=aiken&topic=1.2.1&status=ACTIVE');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="banco-preguntas-\d{4}-\d{2}-\d{2}\.txt"$/,
    );
    expect(res.body.match(/^ANSWER: [A-D]$/gm)).toHaveLength(total);
  });

  it('writes JSON in the content/ format, which imports back as questions already in the bank', async () => {
    const res = await call('GET', '/api/questions/export?format=json&topic=1.2.1');
    expect(res.headers['content-disposition']).toMatch(/\.json"$/);
    const files = JSON.parse(res.body);
    expect(files).toHaveLength(1);
    expect(files[0].topic).toBe('1.2.1');
    expect(files[0].questions[0]).toEqual({
      question: expect.any(String),
      alternatives: expect.any(Array),
      correctAlternative: expect.any(Number),
      explanation: expect.any(String),
      sources: expect.any(Array),
      level: expect.stringMatching(/^(basico|intermedio|avanzado)$/),
    });
    const preview = (
      await call('POST', '/api/questions/import/preview', { format: 'JSON', text: res.body })
    ).json();
    expect(preview.questions).toHaveLength(files[0].questions.length);
    expect(
      preview.errors.every((error: { message: string }) => error.message.startsWith('Ya está en el banco')),
    ).toBe(true);
  });

  it('needs a known format', async () => {
    const res = await call('GET', '/api/questions/export?format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/El formato debe ser aiken o json/);
  });
});
