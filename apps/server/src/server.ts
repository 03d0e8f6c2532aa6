import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { parseConfig } from './shared/config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed';
import { startErrorReporting } from './shared/error-reporting';

async function main() {
  const startedAt = performance.now();
  const config = parseConfig(process.env);
  await startErrorReporting(config.sentryDsn);
  const database = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info(`${signal}: cerrando el servidor`);
    // Fastify's close waits for in-flight requests before the database goes away.
    await app?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await database.migrate();
    app = await buildApp(config, { database, backgroundJobs: true });
    const seed = await seedDatabase(app);
    if (seed.generatedAdminPassword) {
      // Never in the log stream: a file only the operator's account can read, and a pointer to it.
      const file = config.admin.generatedPasswordFile;
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(
        file,
        `usuario: ${config.admin.username}\ncontraseña: ${seed.generatedAdminPassword}\n` +
          'Guárdala en un lugar seguro y borra este archivo (o define ADMIN_PASSWORD en el primer arranque).\n',
        { mode: 0o600 },
      );
      process.stderr.write(
        `\nAdministrador "${config.admin.username}" creado: su contraseña está en ${file}\n\n`,
      );
    }
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        engine: database.engine,
        questionsAdded: seed.questionsAdded,
        startupMs: Math.round(performance.now() - startedAt),
      },
      'servidor listo',
    );
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
