import { parseConfig } from './shared/config';
import { loadEnvFile } from './shared/env-file';
import { describeSize, restoreDatabase } from './db/backups';

/** `npm run restore FILE`: a backup into an empty database or data folder (README, 'Backups'). */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Indica el archivo: npm run restore ARCHIVO');
  loadEnvFile(process.cwd(), process.env);
  const config = parseConfig(process.env);
  const target =
    config.database.kind === 'postgres'
      ? 'la base de datos de DATABASE_URL'
      : `la carpeta ${config.database.dataDir}`;
  const result = await restoreDatabase(config, file);
  process.stdout.write(
    `Copia restaurada en ${target}: ${describeSize(result.bytes)} en ${(result.ms / 1000).toFixed(1)} s.\n` +
      'Arranca el servidor con esta misma configuración (npm start): aplicará las migraciones que falten.\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo restaurar la copia: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
