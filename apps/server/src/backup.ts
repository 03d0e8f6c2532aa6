import { parseConfig } from './shared/config';
import { loadEnvFile } from './shared/env-file';
import { backupDatabase, describeSize } from './db/backups';

/** `npm run backup [FOLDER]`: a dated backup of the configured database (README, 'Backups'). */
async function main() {
  loadEnvFile(process.cwd(), process.env);
  const config = parseConfig(process.env);
  const result = await backupDatabase(config, process.argv[2] ?? config.backupDir);
  const by = {
    pg_dump: 'con pg_dump',
    server: 'por el servidor en marcha',
    'this process': 'con el servidor detenido',
  };
  process.stdout.write(
    `Copia de seguridad escrita ${by[result.takenBy]}: ${result.file}\n` +
      `${describeSize(result.bytes)} en ${(result.ms / 1000).toFixed(1)} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo hacer la copia de seguridad: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
