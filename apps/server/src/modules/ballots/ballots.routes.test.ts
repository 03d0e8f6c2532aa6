import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions';
import { memberships } from '../../db/schema/users';
import { INVALID_LINK_MESSAGE } from './ballots.service';
import { pdfPages } from '../../test/pdf-text';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
const members: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const [username, membershipLevel, days] of [
    ['prueba', 'FREE', undefined],
    ['basico', 'BASIC', undefined],
    ['estandar', 'STANDARD', undefined],
    ['premium', 'PREMIUM', undefined],
    ['vence-pronto', 'BASIC', 1],
  ] as const) {
    members[username] = await createMember(t, admin, { username, membershipLevel, days });
  }
});
afterAll(async () => t.close());

const request = (options: InjectOptions & { token?: string; host?: string }) =>
  t.app.inject({
    ...options,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
  });

async function ballotsOf(token: string, host?: string) {
  const res = await request({ url: '/api/questions/user-ballots', token, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { title: string; ballots: { name: string; url: string }[]; expiresAt: string | null };
}

const generate = (payload: object, token = admin) =>
  request({ method: 'POST', url: '/api/questions/generate-pdf', token, payload });

/**
 * The stems of an active question, whitespace folded, up to a line 'a) ' as `numberedStems` reads
 * them: what each numbered block of a file must be. (A matching question lists its lettered items
 * in the stem, before the alternatives a) to d).)
 */
async function activeStems(): Promise<Set<string>> {
  const rows = await t.db
    .select({ question: questions.question })
    .from(questions)
    .where(eq(questions.status, 'ACTIVE'));
  return new Set(rows.map((row) => fold(row.question.split('\na) ')[0]!)));
}

/** Without any white space: a line may break after a hyphen, where the bank has no space. */
const fold = (text: string) => text.replace(/\s+/g, '');

/** The numbered questions of a file's text, in order: each number and its stem (up to 'a) '). */
function numberedStems(text: string): { number: number; stem: string }[] {
  return [...text.matchAll(/(?:^|\n)(\d+)\. ([\s\S]*?)\na\) /g)].map((match) => ({
    number: Number(match[1]),
    stem: fold(match[2]!),
  }));
}

async function fileText(body: Buffer) {
  const pages = await pdfPages(body);
  return { pages, text: pages.join('\n') };
}

describe('GET /api/questions/user-ballots', () => {
  it('gives BASIC the Básico files, STANDARD and PREMIUM the Estándar files', async () => {
    const basic = await ballotsOf(members.basico!.token);
    expect(basic.title).toBe('Balotario de tu plan Básico');
    expect(basic.ballots.map((ballot) => ballot.name)).toEqual([
      'Balotario Básico - 500 preguntas sin respuestas',
      'Balotario Básico - 500 preguntas con respuestas',
    ]);
    expect(basic.ballots[1]!.url).toMatch(/^\/api\/questions\/user-ballots\/basico-con-respuestas\?token=/);
    expect(new Date(basic.expiresAt!).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    for (const [member, title] of [
      ['estandar', 'Balotario de tu plan Estándar'],
      ['premium', 'Balotario de tu plan Premium'],
    ] as const) {
      const answer = await ballotsOf(members[member]!.token);
      expect(answer.title).toBe(title);
      expect(answer.ballots.map((ballot) => ballot.name)).toEqual([
        'Balotario Estándar - 600 preguntas sin respuestas',
        'Balotario Estándar - 600 preguntas con respuestas',
      ]);
    }
  });

  it('gives FREE members, the administrator and the second brand no file', async () => {
    for (const token of [members.prueba!.token, admin]) {
      expect(await ballotsOf(token)).toEqual({ title: 'Balotario', ballots: [], expiresAt: null });
    }
    expect((await ballotsOf(members.premium!.token, 'aula.localhost')).ballots).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const res = await request({ url: '/api/questions/user-ballots' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Inicia sesión para continuar.');
  });
});

describe('a member downloads a file from its link, with no Authorization header', () => {
  it("gives BASIC 500 questions, each with its key and legal basis, the member's name on every page", async () => {
    const { ballots } = await ballotsOf(members.basico!.token);
    const res = await request({ url: ballots[1]!.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Balotario Basico - 500 preguntas con respuestas.pdf"; filename*=UTF-8''Balotario%20B%C3%A1sico%20-%20500%20preguntas%20con%20respuestas.pdf`,
    );
    const { pages, text } = await fileText(res.rawPayload);
    const numbered = numberedStems(text);
    expect(numbered.map((item) => item.number)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    const stems = await activeStems();
    // Every block is an active question written exactly as the bank has it: accents and 'ñ' intact.
    expect(numbered.filter((item) => !stems.has(item.stem))).toEqual([]);
    expect(new Set(numbered.map((item) => item.stem)).size).toBe(500);
    expect(text).toMatch(/[ñáéíóú¿]/);
    expect(text).not.toMatch(/\uFFFD|Ã/);
    expect(text.match(/\nRespuesta: [a-d]\) /g)).toHaveLength(500);
    expect(text.match(/Base legal: (Ley N° 32069|Reglamento), art\. /g)!.length).toBeGreaterThan(450);
    // The Básico plan has no explanations.
    expect(text).not.toContain('Explicación:');
    expect(pages[0]).toContain('Balotario Básico');
    expect(pages[0]).toContain('Actualizado al 20 de noviembre de 2026.');
    expect(pages.every((page) => page.includes('Descargado por basico · uso personal'))).toBe(true);
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it('leaves the answers out of the file without them', async () => {
    const { ballots } = await ballotsOf(members.basico!.token);
    const res = await request({ url: ballots[0]!.url });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await fileText(res.rawPayload);
    expect(numberedStems(text)).toHaveLength(500);
    expect(text).not.toMatch(/Respuesta:|Explicación:|Base legal:/);
  });

  it('hands the same file again without making it anew', async () => {
    const { ballots } = await ballotsOf(members.basico!.token);
    const first = await request({ url: ballots[0]!.url });
    const second = await request({ url: ballots[0]!.url });
    // A file made again would carry another creation time (making one takes seconds).
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect(first.rawPayload.toString('latin1')).toMatch(/\n\(D:\d{14}Z\)\n/);
  });

  it('refuses a link that was changed, another file or another member with 403', async () => {
    const { ballots } = await ballotsOf(members.basico!.token);
    const url = new URL(ballots[0]!.url, 'http://x');
    const token = url.searchParams.get('token')!;
    const [, expires, signature] = token.split('.');
    const flipped = signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const tampered = [
      `${url.pathname}?token=${members.basico!.id}.${expires}.${flipped}`,
      `${url.pathname}?token=${members.estandar!.id}.${expires}.${signature}`,
      `${url.pathname}?token=${members.basico!.id}.${Number(expires) + 86_400}.${signature}`,
      `/api/questions/user-ballots/basico-con-respuestas?token=${token}`,
      `${url.pathname}?token=no-es-un-token`,
      url.pathname,
      `/api/questions/user-ballots/premium?token=${token}`,
    ];
    for (const address of tampered) {
      const res = await request({ url: address });
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: INVALID_LINK_MESSAGE });
    }
  });

  it('refuses a link once it expired, and the page gives a new one', async () => {
    const { ballots } = await ballotsOf(members.estandar!.token);
    t.clock.advance(30 * 60_000);
    const res = await request({ url: ballots[0]!.url });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'El enlace de descarga expiró. Vuelve a la página de exámenes y descarga el balotario de nuevo.',
    );
    const fresh = await ballotsOf(members.estandar!.token);
    expect(fresh.ballots[0]!.url).not.toBe(ballots[0]!.url);
  });

  it('serves no file on the second brand', async () => {
    const { ballots } = await ballotsOf(members.premium!.token);
    const res = await request({ url: ballots[0]!.url, host: 'aula.localhost' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Este sitio no ofrece balotarios.');
  });
});

describe('POST /api/questions/generate-pdf', () => {
  it.each([
    [true, 'STANDARD', 600],
    [false, 'STANDARD', 600],
    [true, 'BASIC', 500],
    [false, 'BASIC', 500],
  ] as const)(
    'answers showAnswers %s, %s as a file of %i questions',
    async (showAnswers, membershipType, size) => {
      const res = await generate({ showAnswers, membershipType });
      expect(res.statusCode, res.body).toBe(200);
      const name = `balotario_${showAnswers ? 'con' : 'sin'}_respuestas_2026-11-20.pdf`;
      expect(res.headers['content-disposition']).toContain(`filename="${name}"`);
      const { pages, text } = await fileText(res.rawPayload);
      expect(numberedStems(text)).toHaveLength(size);
      expect(pages[0]).toContain(membershipType === 'BASIC' ? 'Balotario Básico' : 'Balotario Estándar');
      expect(text).not.toContain('Descargado por');
      expect(text.includes('\nRespuesta: ')).toBe(showAnswers);
      // Explanations come with the answers of the Estándar edition only.
      expect(text.includes('Explicación: ')).toBe(showAnswers && membershipType === 'STANDARD');
    },
  );

  it('refuses members and visitors before it reads the body', async () => {
    expect((await generate({ showAnswers: 'sí' }, members.premium!.token)).statusCode).toBe(403);
    const anonymous = await request({ method: 'POST', url: '/api/questions/generate-pdf', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('explains a bad request in Spanish', async () => {
    const res = await generate({ showAnswers: true, membershipType: 'PREMIUM' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('El balotario es Básico (BASIC) o Estándar (STANDARD)');
  });

  it('reflects an archived or edited question the next time the file is made', async () => {
    const made = async () =>
      numberedStems(
        (await fileText((await generate({ showAnswers: false, membershipType: 'BASIC' })).rawPayload)).text,
      );
    const [archived, edited] = await made();
    const rows = await t.db.select({ id: questions.id, question: questions.question }).from(questions);
    const rowOf = (stem: string) => rows.find((row) => fold(row.question) === stem)!;
    const change = async (stem: string, payload: object) => {
      const res = await request({
        method: 'PATCH',
        url: `/api/questions/${rowOf(stem).id}`,
        token: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await change(archived!.stem, { status: 'ARCHIVED' });
    const corrected = `${rowOf(edited!.stem).question} (versión corregida)`;
    await change(edited!.stem, { question: corrected });

    const stems = (await made()).map((item) => item.stem);
    expect(stems).toHaveLength(500);
    expect(stems).not.toContain(archived!.stem);
    expect(stems).not.toContain(edited!.stem);
    expect(stems).toContain(fold(corrected));
  });
});

describe('a membership that ends or changes', () => {
  it('stops the links made before the membership ended', async () => {
    const member = members['vence-pronto']!;
    await t.db
      .update(memberships)
      .set({ expiration: new Date(t.clock.now().getTime() + 10 * 60_000) })
      .where(eq(memberships.userId, member.id));
    const { ballots } = await ballotsOf(member.token);
    t.clock.advance(15 * 60_000);
    const res = await request({ url: ballots[0]!.url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'MEMBERSHIP_REQUIRED',
      message: 'Balotario disponible con tu membresía: renueva tu plan para descargarlo.',
    });
    expect((await ballotsOf(member.token)).ballots).toEqual([]);
  });

  it("stops a Básico link once the member's plan is Estándar, and gives the Estándar files", async () => {
    const member = members.basico!;
    const { ballots } = await ballotsOf(member.token);
    const upgrade = await request({
      method: 'PUT',
      url: '/api/users/membership',
      token: admin,
      payload: { userId: member.id, membershipType: 'STANDARD' },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const res = await request({ url: ballots[0]!.url });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_REQUIRED');
    expect((await ballotsOf(member.token)).title).toBe('Balotario de tu plan Estándar');
  });
});
