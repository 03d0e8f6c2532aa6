import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './test-app';

/** A real SMTP server on a free port: it keeps what it receives, or refuses everything when told to. */
export async function startSmtp() {
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

/** The token of the link to set a password in an e-mail's text, and the page it opens. */
export function linkIn(text: string): { page: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/(?:crear|nueva)-contrasena)#([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`Sin enlace para crear la contraseña en:\n${text}`);
  return { page: match[1]!, token: match[2]! };
}

/** Sets a password with the token of a link, as the page does. */
export function useLink(t: TestApp, token: string, newPassword: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/password-link', payload: { token, newPassword } });
}
