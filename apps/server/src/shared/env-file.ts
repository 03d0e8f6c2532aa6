import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Adds the settings of `dir/.env`, when there is one, to `env`: a setting `env` already has (even
 * empty) wins over the file's, as with Node's own `process.loadEnvFile`, so a unit's or a shell's
 * setting overrides the file. The file is parsed by Node (`#` comments, quotes, `export` prefixes).
 */
export function loadEnvFile(dir: string, env: NodeJS.Dict<string>): void {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[name] ??= value;
}
