import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './support/chromium';
import { E2E_ADMIN } from './support/constants';
import { apiLogin } from './support/api';
import { startMailbox } from './support/mail';
import { freePort, startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the built app on a temporary data directory and a free port, as a user would run it. */
export default async function globalSetup() {
  const builds = [
    'apps/web/dist/client/index.html',
    'apps/web/dist/server/entry-server.js',
    // What each script holds, for the journeys that check what a page loads (support/chunks.ts).
    'apps/web/dist/chunk-modules.json',
    'apps/server/dist/server.js',
  ];
  if (!builds.every((file) => existsSync(path.join(root, file)))) {
    throw new Error('Falta la compilación: ejecuta "npm run build" antes de las pruebas e2e.');
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No se encontró Chromium en ${CHROMIUM_PATH}: instálalo con "apt-get install -y chromium".`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-e2e-'));
  // A real mail server receives what the app sends (links to set a password, payments).
  const mailDir = path.join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    SMTP_URL: mailbox.url,
    // Where the e-mails' links lead: the main brand's local address.
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // localhost is the main brand; 127.0.0.1 the second one.
    BRAND_HOSTS: '127.0.0.1=alt',
    DEFAULT_BRAND: 'main',
    PAID_OFFER: 'true',
  });
  process.env.E2E_BASE_URL = `http://localhost:${server.port}`;
  process.env.E2E_ALT_BASE_URL = server.baseUrl;
  // One administrator session for the data that journeys set up through the API.
  process.env.E2E_ADMIN_TOKEN = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  return async () => {
    await server.stop();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
