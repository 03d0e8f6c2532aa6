import { createHash } from 'node:crypto';
import type { ScheduleResponse, ScheduleSubscriptionSummary } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startSmtp } from '../../test/mail';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

/** The test clock reads 20 November 2026, 10:00 in Lima: these sittings are ahead. */
const HEADER = 'departamento;sede;fecha_limite_inscripcion;fecha_examen;hora_examen;capacidad;inscritos';
const LIMA_MORNING = 'LIMA;Sede central (Jesús María);2026-12-01;2026-12-05;09:00;120;97';
const LIMA_AFTERNOON = 'LIMA;Sede central (Jesús María);2026-12-01;2026-12-05;15:00;120;40';
const CUSCO = 'CUSCO;Oficina desconcentrada Cusco;2026-12-02;2026-12-06;10:30;30;29';
/** Ahead, but its registration closed yesterday: nobody can still sign up for it. */
const LIMA_CLOSED = 'LIMA;Universidad de Lima;2026-11-19;2026-11-28;09:00;50;10';

const toText = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** A header of a received e-mail as it was sent. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((candidate) => candidate.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The token of a schedule e-mail's link to confirm or to end the subscription, in its text. */
function tokenIn(mail: ParsedMail, action: 'confirmar' | 'baja'): string {
  const match = new RegExp(
    `http://localhost(?::80)?/cronograma-examenes-oece/aviso/${action}#([A-Za-z0-9_-]{43})`,
  ).exec(mail.text ?? '');
  if (!match) throw new Error(`Sin enlace /aviso/${action} en:\n${mail.text}`);
  return match[1]!;
}

describe('e-mail notices of the schedule (¿Te avisamos?)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let takenMinutes = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'http://localhost',
      BRAND_HOSTS: 'aula.localhost=alt',
    });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (payload: Record<string, unknown>, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/oece-exam-schedule/subscriptions', payload, remoteAddress });

  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/subscriptions/confirm',
      payload: { token },
    });

  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/oece-exam-schedule/subscriptions/unsubscribe?token=${token}`,
    });

  /** An administrator's CSV import, each one's data a minute newer than the last (so it is published). */
  async function importRows(...rows: string[]) {
    takenMinutes += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/imports/file',
      headers: { authorization: admin },
      payload: {
        format: 'csv',
        content: [HEADER, ...rows].join('\n'),
        takenAt: new Date(Date.parse('2026-11-20T08:00:00-05:00') + takenMinutes * 60_000).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().run.message).not.toContain('no se publica');
    await t.app.backgroundTasks.idle();
  }

  /** What the mail server received for `address` since `from` (an index into everything received). */
  const mailTo = (address: string, from = 0) =>
    smtp.received.slice(from).filter((mail) => toText(mail) === address);

  /** Subscribes and confirms `email` for `region`; answers the confirmation e-mail. */
  async function confirmedSubscriber(email: string, region: string) {
    const from = smtp.received.length;
    expect((await subscribe({ email, region })).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    const [mail] = mailTo(email, from);
    expect((await confirm(tokenIn(mail!, 'confirmar'))).statusCode).toBe(200);
    return mail!;
  }

  async function summary(token = admin) {
    const res = await t.app.inject({
      url: '/api/oece-exam-schedule/subscriptions/summary',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    return res.json<ScheduleSubscriptionSummary>().regions;
  }

  it('offers notices on the schedule, since e-mail can leave', async () => {
    const res = await t.app.inject({ url: '/api/oece-exam-schedule/LIMA' });
    expect(res.json<ScheduleResponse>()).toMatchObject({ venues: [], noticesByEmail: true });
  });

  it('refuses what is not an address or a department, in Spanish, and sends nothing', async () => {
    const bad = await subscribe({ email: 'ana@', region: 'LIMA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Por favor, ingresa un correo electrónico válido'),
    });
    const missing = await subscribe({ region: 'LIMA' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('El correo electrónico es requerido');
    const unknown = await subscribe({ email: 'ana@correo.pe', region: 'ATLANTIDA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Elige un departamento de la lista.',
    });
    await t.app.backgroundTasks.idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends one confirmation e-mail, whose links are unguessable tokens stored only as hashes', async () => {
    const res = await subscribe({ email: '  Rosa@Correo.pe ', region: 'LIMA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Te enviamos un correo para confirmar tu aviso de Lima. Abre el enlace que trae; si ya lo habías confirmado antes, no tienes que hacer nada.',
    });
    await t.app.backgroundTasks.idle();
    const [mail, ...others] = mailTo('rosa@correo.pe');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Confirma tu aviso del cronograma de Lima');
    expect(mail!.text).toContain('Confirma tu correo con este enlace; vale por 7 días.');
    const token = tokenIn(mail!, 'confirmar');
    // The same message's token ends the subscription, by the page or in one click from the mail program.
    expect(tokenIn(mail!, 'baja')).toBe(token);
    expect(header(mail!, 'List-Unsubscribe')).toBe(
      `<http://localhost/api/oece-exam-schedule/subscriptions/unsubscribe?token=${token}>`,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const stored = await queryRows<{
      token_hash: string;
      email: string;
      region: string;
      confirmed_at: Date | null;
    }>(
      t.db,
      sql`select token_hash, email, region, confirmed_at from schedule_subscription_tokens
          join schedule_subscriptions on schedule_subscriptions.id = subscription_id
          where email = 'rosa@correo.pe'`,
    );
    expect(stored).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        email: 'rosa@correo.pe',
        region: 'LIMA',
        confirmed_at: null,
      },
    ]);
    const outbox = await queryRows<{ token: string | null; text_body: string }>(
      t.db,
      sql`select token, text_body from mail_outbox where to_address = 'rosa@correo.pe'`,
    );
    expect(outbox).toEqual([{ token: null, text_body: expect.not.stringContaining(token) }]);
  });

  it('writes nothing but the confirmation to an address that has not confirmed', async () => {
    const from = smtp.received.length;
    await importRows(LIMA_MORNING, CUSCO);
    expect(mailTo('rosa@correo.pe', from)).toEqual([]);
  });

  it('tells a confirmed subscriber of the new sittings of their department once, and the next new one once', async () => {
    const confirmation = await confirmedSubscriber('luis@correo.pe', 'LIMA');
    await confirmedSubscriber('carla@correo.pe', 'CUSCO');
    const again = await confirm(tokenIn(confirmation, 'confirmar'));
    expect(again.json()).toEqual({
      success: true,
      message: '¡Listo! Confirmaste tu aviso: te escribiremos cuando se publiquen fechas del examen en Lima.',
      region: { name: 'Lima', value: 'LIMA' },
    });

    let from = smtp.received.length;
    await importRows(LIMA_MORNING, LIMA_CLOSED, CUSCO);
    const [notice, ...more] = mailTo('luis@correo.pe', from);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Nueva fecha del examen OECE en Lima');
    expect(notice!.text).toContain(
      '• Sede central (Jesús María): sábado, 5 de diciembre de 2026, 9:00 a. m.\n  Inscripción hasta el martes, 1 de diciembre de 2026; 23 vacantes por ahora.',
    );
    // A sitting whose registration has closed is no news.
    expect(notice!.text).not.toContain('Universidad de Lima');
    expect(notice!.text).toContain(
      'Ver el cronograma: http://localhost/cronograma-examenes-oece?departamento=LIMA',
    );
    expect(header(notice!, 'List-Unsubscribe')).toBe(
      `<http://localhost/api/oece-exam-schedule/subscriptions/unsubscribe?token=${tokenIn(notice!, 'baja')}>`,
    );
    const [cusco] = mailTo('carla@correo.pe', from);
    expect(cusco!.subject).toBe('Nueva fecha del examen OECE en Cusco');
    expect(cusco!.text).not.toContain('Lima');
    // Still unconfirmed: nothing.
    expect(mailTo('rosa@correo.pe', from)).toEqual([]);

    // The same sittings again: nothing new to tell.
    from = smtp.received.length;
    await importRows(LIMA_MORNING, LIMA_CLOSED, CUSCO);
    expect(smtp.received.length).toBe(from);

    await importRows(LIMA_MORNING, LIMA_AFTERNOON, CUSCO);
    const [second, ...none] = mailTo('luis@correo.pe', from);
    expect(none).toEqual([]);
    expect(second!.text).toContain('3:00 p. m.');
    expect(second!.text).not.toContain('9:00 a. m.');
    expect(mailTo('carla@correo.pe', from)).toEqual([]);
  });

  it('tells each sitting once when two imports of it are published at once', async () => {
    await confirmedSubscriber('mario@correo.pe', 'AREQUIPA');
    const from = smtp.received.length;
    const arequipa = 'AREQUIPA;Sede Arequipa;2026-12-03;2026-12-10;09:00;40;5';
    await Promise.all([importRows(LIMA_MORNING, arequipa), importRows(LIMA_MORNING, arequipa)]);
    expect(mailTo('mario@correo.pe', from)).toHaveLength(1);
  });

  it('sends no second confirmation to an address that confirmed already', async () => {
    const from = smtp.received.length;
    expect((await subscribe({ email: 'luis@correo.pe', region: 'LIMA' })).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    expect(mailTo('luis@correo.pe', from)).toEqual([]);
  });

  it('ends a subscription with one click, from the page or from the mail program, and writes no more', async () => {
    const confirmation = await confirmedSubscriber('eva@correo.pe', 'PIURA');
    await confirmedSubscriber('hugo@correo.pe', 'PIURA');
    expect((await summary()).find((row) => row.region.value === 'PIURA')).toMatchObject({
      confirmed: 2,
      pending: 0,
    });

    const res = await unsubscribe(tokenIn(confirmation, 'baja'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Listo: ya no te escribiremos sobre el cronograma de Piura y borramos tu correo de los avisos.',
    );
    // A second click: nothing left to end.
    expect((await unsubscribe(tokenIn(confirmation, 'baja'))).json().message).toBe(
      'Este enlace ya no tiene un aviso activo: no te escribiremos con él.',
    );
    // The confirmation link is dead too, and the address is gone.
    expect((await confirm(tokenIn(confirmation, 'confirmar'))).statusCode).toBe(404);
    const rows = await queryRows(
      t.db,
      sql`select id from schedule_subscriptions where email = 'eva@correo.pe'`,
    );
    expect(rows).toEqual([]);

    let from = smtp.received.length;
    await importRows('PIURA;Sede Piura;2026-12-03;2026-12-11;09:00;30;0');
    expect(mailTo('eva@correo.pe', from)).toEqual([]);
    const [notice] = mailTo('hugo@correo.pe', from);

    // What a mail program posts for the List-Unsubscribe-Post header.
    const oneClickUrl = /^<http:\/\/localhost(\/api\/[^>]+)>$/.exec(
      header(notice!, 'List-Unsubscribe')!,
    )![1]!;
    const oneClick = await t.app.inject({
      method: 'POST',
      url: oneClickUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    from = smtp.received.length;
    await importRows(
      'PIURA;Sede Piura;2026-12-03;2026-12-11;09:00;30;0',
      'PIURA;Sede Sullana;2026-12-04;2026-12-12;09:00;30;0',
    );
    expect(mailTo('hugo@correo.pe', from)).toEqual([]);
    expect((await summary()).find((row) => row.region.value === 'PIURA')).toBeUndefined();
  });

  it('refuses a link that is not one of ours', async () => {
    const res = await confirm('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'Este enlace ya no sirve: venció o ya diste de baja el aviso. Puedes pedirlo de nuevo en el cronograma.',
    );
    const malformed = await unsubscribe('corto');
    expect(malformed.statusCode).toBe(400);
  });

  it('forgets an address left unconfirmed for a week: its link expires and the job deletes it', async () => {
    const from = smtp.received.length;
    expect((await subscribe({ email: 'tardio@correo.pe', region: 'TACNA' })).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    const [mail] = mailTo('tardio@correo.pe', from);
    expect((await summary()).find((row) => row.region.value === 'TACNA')).toMatchObject({
      confirmed: 0,
      pending: 1,
    });

    t.clock.advance(7 * 86_400_000 + 60_000);
    try {
      expect((await confirm(tokenIn(mail!, 'confirmar'))).statusCode).toBe(404);
      // A week on, the administrator's session of the first day has ended.
      const later = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
      expect((await summary(later)).find((row) => row.region.value === 'TACNA')).toBeUndefined();
      const pending = sql`select id from schedule_subscriptions where email = 'tardio@correo.pe'`;
      expect(await queryRows(t.db, pending)).toHaveLength(1);
      await t.app.scheduleNotices.pruneExpired();
      expect(await queryRows(t.db, pending)).toEqual([]);
    } finally {
      t.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
  });

  it('limits the confirmation e-mails per address and per connection, with a Spanish 429', async () => {
    const email = 'insistente@correo.pe';
    for (let i = 0; i < 3; i++) {
      expect((await subscribe({ email, region: 'PUNO' }, `10.2.0.${i}`)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email, region: 'PUNO' }, '10.2.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Ya enviamos varios correos de confirmación a esa dirección hoy. Revisa tu bandeja de entrada y la carpeta de spam, o vuelve a intentarlo mañana.',
    });
    await t.app.backgroundTasks.idle();
    expect(mailTo(email)).toHaveLength(3);

    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `aula${i}@correo.pe`, region: 'PUNO' }, '10.3.0.1')).statusCode).toBe(
        200,
      );
    }
    const crowded = await subscribe({ email: 'aula10@correo.pe', region: 'PUNO' }, '10.3.0.1');
    expect(crowded.statusCode).toBe(429);
    expect(crowded.json().message).toBe(
      'Pediste demasiados avisos desde esta conexión. Espera una hora antes de volver a intentarlo.',
    );
    await t.app.backgroundTasks.idle();
  });

  it('shows administrators the subscribers by department; nobody else', async () => {
    // By name; Lima's pending address went with the week that passed above, Piura's with their clicks.
    expect(await summary()).toEqual([
      { region: { name: 'Arequipa', value: 'AREQUIPA' }, confirmed: 1, pending: 0 },
      { region: { name: 'Cusco', value: 'CUSCO' }, confirmed: 1, pending: 0 },
      { region: { name: 'Lima', value: 'LIMA' }, confirmed: 1, pending: 0 },
      { region: { name: 'Puno', value: 'PUNO' }, confirmed: 0, pending: 11 },
    ]);
    const url = '/api/oece-exam-schedule/subscriptions/summary';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const member = await createMember(t, admin, { username: 'socio-avisos' });
    expect((await t.app.inject({ url, headers: { authorization: member.token } })).statusCode).toBe(403);
  });

  it('is not offered on the brand without public content', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/subscriptions',
      headers: { host: 'aula.localhost' },
      payload: { email: 'otra@correo.pe', region: 'LIMA' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('e-mail notices without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are not offered: the schedule says so, and asking is refused', async () => {
    const schedule = await t.app.inject({ url: '/api/oece-exam-schedule/LIMA' });
    expect(schedule.json<ScheduleResponse>().noticesByEmail).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/subscriptions',
      payload: { email: 'ana@correo.pe', region: 'LIMA' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Los avisos por correo no están disponibles por ahora. Revisa las fechas en el portal oficial del OECE.',
    );
    const stored = await queryRows(t.db, sql`select id from schedule_subscriptions`);
    expect(stored).toEqual([]);
  });
});
