// Builds {ley: {art: [numerals]}, reglamento: {...}} from the reference texts.
import { readFileSync, writeFileSync } from 'node:fs';
const ref = process.argv[2];
function index(file) {
  const out = {};
  let art = null;
  for (const line of readFileSync(`${ref}/${file}`, 'utf8').split('\n')) {
    const h = line.match(/^#### Artículo (\d+(?:-[A-Z])?)\b/);
    if (h) {
      art = h[1];
      out[art] = [];
      continue;
    }
    if (/^#{1,3} /.test(line)) {
      continue;
    }
    if (!art) continue;
    const n = line.match(/^"?(\d+(?:-[A-Z])?(?:\.\d+)+)\.?\s/);
    if (n && n[1].split('.')[0] === art && !out[art].includes(n[1])) out[art].push(n[1]);
  }
  return out;
}
writeFileSync(
  process.argv[3],
  JSON.stringify({ ley: index('ley-32069.md'), reglamento: index('reglamento-ds-009-2025-ef.md') }),
);
