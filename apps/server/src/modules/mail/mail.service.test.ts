import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../../db/client';
import { linkIn, startSmtp, useLink } from '../../test/mail';
import { createOrder, getOrder, outbox, sandboxPay } from '../../test/payments';
import { createMailRepository } from './mail.repository';
import { createMailService, type MailTransport } from './mail.service';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

describe('e-mail through an SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'http://localhost',
      MAIL_FROM: '"Simulador OECE" <ventas@simulador.example>',
    });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tokenColumn = async (id: number) =>
    (await queryRows<{ token: string | null }>(t.db, sql`select token from mail_outbox where id = ${id}`))[0]!
      .token;

  it('delivers the link to create the password of a purchase, and keeps no token once sent', async () => {
    const email = 'comprador@correo.pe';
    const { id } = await createOrder(t, 'PREMIUM', email);
    await sandboxPay(t, id, 'approved');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Crea tu contraseña de Simulador OECE');
    expect(mail!.from?.text).toBe('"Simulador OECE" <ventas@simulador.example>');
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(email);
    expect(mail!.text).toContain('Vale por 7 días y sirve una sola vez.');
    expect(mail!.text).toContain(`Después ingresa con tu correo como usuario: ${email}`);
    expect(mail!.text).not.toMatch(/^Contraseña:/m);
    const { page, token } = linkIn(mail!.text!);
    expect(page).toBe('/crear-contrasena');
    expect(mail!.html).toMatch(
      new RegExp(`<a href="http://localhost(:80)?/crear-contrasena#${token}">Crear mi contraseña</a>`),
    );
    expect((await useLink(t, token, 'mi-clave-nueva-2026')).statusCode).toBe(200);
    await login(t, email, 'mi-clave-nueva-2026');

    const [stored] = await outbox(t, admin, email);
    expect(stored).toMatchObject({ status: 'SENT', sentAt: expect.any(String), error: null });
    expect(stored!.text).toContain('/crear-contrasena#••••••••');
    expect(stored!.text).not.toContain(token);
    expect(await tokenColumn(stored!.id)).toBeNull();
    const bodies = await queryRows<{ body: string }>(
      t.db,
      sql`select text_body || html_body as body from mail_outbox where id = ${stored!.id}`,
    );
    expect(bodies[0]!.body).not.toContain(token);
  });

  it('records a message the server refused as failed, with the reason, and keeps its token only to send again', async () => {
    smtp.refuseAll(true);
    const email = 'rechazado@correo.pe';
    const { id } = await createOrder(t, 'BASIC', email);
    await sandboxPay(t, id, 'approved');
    const [stored] = await outbox(t, admin, email);
    expect(stored).toMatchObject({ status: 'FAILED', sentAt: null, kind: 'CREDENTIALS' });
    expect(stored!.error).toContain('Buzón lleno');
    // The administrators never see a live token, even while it waits.
    expect(stored!.text).toContain('#••••••••');
    expect(await tokenColumn(stored!.id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The order is paid all the same: an unsent e-mail never undoes a purchase.
    expect((await t.app.inject({ url: `/api/orders/${id}` })).json().status).toBe('APPROVED');

    // Four more refusals give the message up, and its token with it.
    for (let attempt = 2; attempt <= 5; attempt++) {
      t.clock.advance(3 * 60_000);
      await t.app.mail.retry();
    }
    smtp.refuseAll(false);
    expect((await outbox(t, admin, email))[0]).toMatchObject({ status: 'FAILED' });
    expect(await tokenColumn(stored!.id)).toBeNull();
    t.clock.advance(3 * 60_000);
    await t.app.mail.retry();
    expect(smtp.received.filter((mail) => mail.subject?.includes('Crea tu contraseña'))).toHaveLength(1);
  });

  it("tells the buyer's result page whether the access e-mail went out", async () => {
    const sent = await createOrder(t, 'BASIC', 'acceso.enviado@correo.pe');
    expect(await getOrder(t, sent.id)).toMatchObject({ status: 'PENDING', accessMail: null });
    await sandboxPay(t, sent.id, 'approved');
    expect(await getOrder(t, sent.id)).toMatchObject({ status: 'APPROVED', accessMail: 'SENT' });

    smtp.refuseAll(true);
    const refused = await createOrder(t, 'BASIC', 'acceso.rechazado@correo.pe');
    await sandboxPay(t, refused.id, 'approved');
    smtp.refuseAll(false);
    expect(await getOrder(t, refused.id)).toMatchObject({ status: 'APPROVED', accessMail: 'NOT_SENT' });
    // Sent by the next retry: the page then says so.
    await t.app.mail.retry();
    expect(await getOrder(t, refused.id)).toMatchObject({ accessMail: 'SENT' });
  });
});

describe('the outbox on its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mailService = (transport: MailTransport | null) =>
    createMailService({
      outbox: createMailRepository(t.db),
      transport,
      from: 'ventas@simulador.example',
      supportEmail: 'ayuda@simulador.example',
      clock: t.clock.now,
      log: t.app.log,
    });
  const site = { brandName: 'Simulador OECE', origin: 'https://simulador.example' };
  const token = 'k7p2m9x4qzk7p2m9x4qzk7p2m9x4qzk7p2m9x4qz123';
  const storedToken = async (id: number) =>
    (await queryRows<{ token: string | null }>(t.db, sql`select token from mail_outbox where id = ${id}`))[0]!
      .token;

  it('retries a message until the mail server takes it, then forgets its token', async () => {
    const sent: { to: string; text: string; html: string }[] = [];
    let down = true;
    const mail = mailService({
      async send(message) {
        if (down) throw new Error('Conexión rechazada');
        sent.push(message);
      },
    });
    const id = await inTransaction(t.db, (tx) =>
      mail.queue(tx, {
        to: 'ana@correo.pe',
        site,
        letter: { kind: 'PASSWORD_RESET', username: 'ana@correo.pe', token },
      }),
    );
    await mail.deliver(id);
    expect(await mail.get(id)).toMatchObject({ status: 'FAILED', error: 'Conexión rechazada' });
    expect((await mail.get(id)).text).toContain('https://simulador.example/nueva-contrasena#••••••••');
    expect(await storedToken(id)).toBe(token);

    down = false;
    await mail.retry();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`https://simulador.example/nueva-contrasena#${token}`);
    expect(sent[0]!.text).toContain('vale por 60 minutos y sirve una sola vez.');
    expect(sent[0]!.html).toContain(`href="https://simulador.example/nueva-contrasena#${token}"`);
    expect(await mail.get(id)).toMatchObject({ status: 'SENT', error: null });
    expect(await storedToken(id)).toBeNull();
    // Sent once: another round sends nothing more.
    await mail.retry();
    expect(sent).toHaveLength(1);
  });

  it('gives up a message older than the retry window, and erases its token', async () => {
    const mail = mailService({
      async send() {
        throw new Error('Conexión rechazada');
      },
    });
    const id = await inTransaction(t.db, (tx) =>
      mail.queue(tx, {
        to: 'luis@correo.pe',
        site,
        letter: { kind: 'CREDENTIALS_RESENT', username: 'luis', token },
      }),
    );
    await mail.deliver(id);
    expect(await storedToken(id)).toBe(token);
    t.clock.advance(2 * 86_400_000 + 1);
    await mail.retry();
    expect(await storedToken(id)).toBeNull();
  });

  it('never stores the token without a mail server', async () => {
    const mail = mailService(null);
    const id = await inTransaction(t.db, (tx) =>
      mail.queue(tx, {
        to: 'eva@correo.pe',
        site,
        letter: { kind: 'PASSWORD_RESET', username: 'eva', token },
      }),
    );
    expect(await mail.get(id)).toMatchObject({ status: 'UNSENT' });
    expect(await storedToken(id)).toBeNull();
    const [row] = await queryRows<{ body: string }>(
      t.db,
      sql`select text_body || html_body as body from mail_outbox where id = ${id}`,
    );
    expect(row!.body).not.toContain(token);
  });

  it('makes links only of what the message builds: markdown and HTML in data stay text', async () => {
    const mail = mailService(null);
    const username = '[gana](http://evil.example)<b>x</b>@correo.pe';
    const id = await inTransaction(t.db, (tx) =>
      mail.queue(tx, {
        to: 'eva@correo.pe',
        site,
        letter: {
          kind: 'CREDENTIALS',
          token,
          username,
          level: 'PREMIUM',
          amount: 'S/ 79.00',
          expiration: new Date('2027-02-20T15:00:00Z'),
        },
      }),
    );
    const [row] = await queryRows<{ html: string }>(
      t.db,
      sql`select html_body as html from mail_outbox where id = ${id}`,
    );
    expect(row!.html).not.toContain('evil.example"');
    expect(row!.html).not.toContain('<b>');
    expect(row!.html).toContain('[gana](http://evil.example)&#60;b&#62;x&#60;/b&#62;@correo.pe');
    expect(row!.html.match(/<a /g)).toHaveLength(1);
    expect(row!.html).toContain(
      '<a href="https://simulador.example/crear-contrasena#{{token}}">Crear mi contraseña</a>',
    );
  });
});
