import { describeStartupError } from './db/database-error';
import { parseConfig } from './shared/config';
import { loadEnvFile } from './shared/env-file';
import { startErrorReporting } from './shared/error-reporting';
import { startServer } from './start-server';

async function main() {
  loadEnvFile(process.cwd(), process.env);
  const config = parseConfig(process.env);
  await startErrorReporting(config.sentryDsn);
  const starting = startServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // A signal during the start waits for it (a migration is not cut in half); a second one kills.
    const server = await starting.catch(() => undefined);
    server?.app.log.info(`${signal}: cerrando el servidor`);
    await server?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await starting;
}

main().catch((error: unknown) => {
  process.stderr.write(`${describeStartupError(error)}\n`);
  process.exit(1);
});
