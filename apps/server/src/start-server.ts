import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, type App } from './app';
import type { Config } from './shared/config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './seed';

export interface StartedServer {
  app: App;
  database: Database;
  /** Waits for requests in flight, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database, builds the app, migrates and seeds, and listens. Several instances may start
 * at once on one PostgreSQL database: they build their apps side by side, then migrate and seed in
 * turn (`Database.exclusively`), so the first does the work and the others find it done.
 */
export async function startServer(config: Config): Promise<StartedServer> {
  const startedAt = performance.now();
  const database = await openDatabase(config);
  let app: App | undefined;
  try {
    const built = await buildApp(config, { database, backgroundJobs: true });
    app = built;
    const log = built.log;
    const seed = await database.exclusively(
      async () => {
        await database.migrate();
        return seedDatabase(built);
      },
      () => log.info('Otra instancia está preparando la base de datos: esperando a que termine'),
    );
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
    await built.listen({ port: config.port, host: config.host });
    log.info(
      {
        engine: database.engine,
        questionsAdded: seed.questionsAdded,
        questionsPublished: seed.questionsPublished,
        startupMs: Math.round(performance.now() - startedAt),
      },
      'servidor listo',
    );
    return {
      app: built,
      database,
      async close() {
        // Fastify's close waits for in-flight requests before the database goes away.
        await built.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}
