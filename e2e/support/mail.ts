import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server for the app under test: every message it receives is written as JSON into
 * `dir`, where journeys (in other processes) read it.
 */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const recipient of session.envelope.rcptTo) {
            const message: ReceivedMail = {
              to: recipient.address,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            };
            // Written whole under another name, then renamed: a reader never sees half a message.
            const file = path.join(dir, `${++count}.json`);
            writeFileSync(`${file}.part`, JSON.stringify(message));
            renameSync(`${file}.part`, file);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first message the mailbox received for `to` (with `subject`, when given), waiting up to
 * `timeoutMs` for it.
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 20_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR no está definida: el buzón lo abre global-setup.');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
      .find((mail) => mail.to === to && (subject === undefined || mail.subject === subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No llegó ningún correo para ${to}${subject ? `: ${subject}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link to set a password in an e-mail, as a path with its token after #, to open in the app. */
export function passwordLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s]+(\/(?:crear|nueva)-contrasena#[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`El correo no trae enlace para crear la contraseña:\n${mail.text}`);
  return match[1]!;
}

/** A schedule e-mail's link to confirm the subscription or to end it, as a path with its token after #. */
export function scheduleNoticeLinkIn(mail: ReceivedMail, action: 'confirmar' | 'baja'): string {
  const match = new RegExp(
    `https?://[^/\\s]+(/cronograma-examenes-oece/aviso/${action}#[A-Za-z0-9_-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`El correo no trae el enlace /aviso/${action}:\n${mail.text}`);
  return match[1]!;
}
