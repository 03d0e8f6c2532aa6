import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../../db/client';
import { createOrder, getOrder, outbox, passwordIn, sandboxPay } from '../../test/payments';
import { createMailRepository } from './mail.repository';
import { createMailService, type MailTransport } from './mail.service';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

/** A real SMTP server on a free port: it keeps what it receives, or refuses everything when told to. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Buzón lleno'), { responseCode: 552 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseAll(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail through an SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: '"Simulador OECE" <ventas@simulador.example>' });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the credentials of a purchase, which log the buyer in, and keeps no password once sent', async () => {
    const email = 'comprador@correo.pe';
    const { id } = await createOrder(t, 'PREMIUM', email);
    await sandboxPay(t, id, 'approved');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Tu acceso a Simulador OECE: usuario y contraseña');
    expect(mail!.from?.text).toBe('"Simulador OECE" <ventas@simulador.example>');
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(email);
    expect(mail!.text).toContain(`Usuario: ${email}`);
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost(:80)?\/login">/);
    const password = passwordIn(mail!.text!);
    expect(mail!.html).toContain(password);
    await login(t, email, password);

    const [stored] = await outbox(t, admin, email);
    expect(stored).toMatchObject({ status: 'SENT', sentAt: expect.any(String), error: null });
    expect(stored!.text).toContain('Contraseña: ••••••••');
    expect(stored!.text).not.toContain(password);
    const [row] = await queryRows<{ password: string | null }>(
      t.db,
      sql`select password from mail_outbox where id = ${stored!.id}`,
    );
    expect(row!.password).toBeNull();
  });

  it('records a message the server refused as failed, with the reason, and keeps its password to send again', async () => {
    smtp.refuseAll(true);
    const email = 'rechazado@correo.pe';
    const { id } = await createOrder(t, 'BASIC', email);
    await sandboxPay(t, id, 'approved');
    smtp.refuseAll(false);
    const [stored] = await outbox(t, admin, email);
    expect(stored).toMatchObject({ status: 'FAILED', sentAt: null, kind: 'CREDENTIALS' });
    expect(stored!.error).toContain('Buzón lleno');
    // The order is paid all the same: an unsent e-mail never undoes a purchase.
    expect((await t.app.inject({ url: `/api/orders/${id}` })).json().status).toBe('APPROVED');
    await login(t, email, passwordIn(stored!.text));
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

  it('retries a message until the mail server takes it, then forgets its password', async () => {
    const sent: { to: string; text: string }[] = [];
    let down = true;
    const transport: MailTransport = {
      async send(message) {
        if (down) throw new Error('Conexión rechazada');
        sent.push(message);
      },
    };
    const mail = createMailService({
      outbox: createMailRepository(t.db),
      transport,
      from: 'ventas@simulador.example',
      supportEmail: 'ayuda@simulador.example',
      clock: t.clock.now,
      log: t.app.log,
    });
    const id = await inTransaction(t.db, (tx) =>
      mail.queue(tx, {
        to: 'ana@correo.pe',
        site: { brandName: 'Simulador OECE', origin: 'https://simulador.example' },
        letter: { kind: 'CREDENTIALS_RESENT', username: 'ana@correo.pe', password: 'k7p2m9x4qz' },
      }),
    );
    await mail.deliver(id);
    expect(await mail.get(id)).toMatchObject({ status: 'FAILED', error: 'Conexión rechazada' });
    expect((await mail.get(id)).text).toContain('Contraseña: k7p2m9x4qz');

    down = false;
    await mail.retry();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Contraseña: k7p2m9x4qz');
    expect(await mail.get(id)).toMatchObject({ status: 'SENT', error: null });
    expect((await mail.get(id)).text).toContain('Contraseña: ••••••••');
    // Sent once: another round sends nothing more.
    await mail.retry();
    expect(sent).toHaveLength(1);
  });
});
