/**
 * The server's shape as its imports show it (docs/architecture.md): folders, the arrows between
 * them, how many floors they stand on, the module-to-module import pairs and which of them reach
 * into another module's internals, imports from db/ into modules, and the longest chain of file
 * imports. `npx tsx bench/server-structure.ts [source folder]` (default apps/server/src); run it on
 * an older checkout's folder to compare.
 */
import path from 'node:path';
import { cycles, importGraph, sourceFiles } from '../apps/server/src/test/import-graph';

const root = path.resolve(process.argv[2] ?? 'apps/server/src');
const files = sourceFiles(root).filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join(root, 'test')),
);
const graph = importGraph(files);
const relative = (file: string) => path.relative(root, file);
const folderOf = (file: string) => path.dirname(relative(file));
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(relative(file))?.[1];
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => [from, to] as const));

const folders = new Map<string, string[]>([...new Set(files.map(folderOf))].map((folder) => [folder, []]));
for (const [from, to] of edges) {
  const [a, b] = [folderOf(from), folderOf(to)];
  if (a !== b && !folders.get(a)!.includes(b)) folders.get(a)!.push(b);
}
const folderCycles = cycles(folders);

/** Floors of the folders: the longest chain of arrows, with each cycle counted as one folder. */
function floors(): number {
  const groupOf = new Map<string, string>();
  for (const group of folderCycles) for (const folder of group) groupOf.set(folder, group.join('+'));
  const node = (folder: string) => groupOf.get(folder) ?? folder;
  const depth = new Map<string, number>();
  const measure = (at: string, seen: Set<string>): number => {
    if (depth.has(at)) return depth.get(at)!;
    let deepest = 1;
    for (const [folder, targets] of folders) {
      if (node(folder) !== at) continue;
      for (const target of targets) {
        const next = node(target);
        if (next !== at && !seen.has(next))
          deepest = Math.max(deepest, 1 + measure(next, new Set([...seen, at])));
      }
    }
    depth.set(at, deepest);
    return deepest;
  };
  return Math.max(...[...folders.keys()].map((folder) => measure(node(folder), new Set())));
}

function longestFileChain(): number {
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const length = (file: string): number => {
    if (memo.has(file)) return memo.get(file)!;
    if (visiting.has(file)) return 0;
    visiting.add(file);
    const value = 1 + Math.max(0, ...(graph.get(file) ?? []).map(length));
    visiting.delete(file);
    memo.set(file, value);
    return value;
  };
  return Math.max(...files.map(length));
}

const crossModule = edges.filter(
  ([from, to]) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to),
);
const pairs = [...new Set(crossModule.map(([from, to]) => `${moduleOf(from)} -> ${moduleOf(to)}`))].sort();
const intoInternals = crossModule.filter(([, to]) => !/\.(service|views)\.ts$/.test(to));
const intoRepositories = crossModule.filter(([, to]) => to.endsWith('.repository.ts'));
const dbIntoModules = edges.filter(([from, to]) => relative(from).startsWith('db/') && moduleOf(to));

console.log(`source files (without tests): ${files.length}`);
console.log(`folders: ${folders.size}, arrows between them: ${[...folders.values()].flat().length}`);
console.log(
  `folders in a cycle: ${folderCycles.map((group) => group.length).join(', ') || 'none'}; floors: ${floors()}`,
);
console.log(`longest chain of file imports: ${longestFileChain()}`);
console.log(`module-to-module import pairs: ${pairs.length}`);
console.log(
  `  imports of another module's internal files: ${intoInternals.length} (repositories: ${intoRepositories.length})`,
);
console.log(`imports from db/ into modules: ${dbIntoModules.length}`);
console.log(pairs.map((pair) => `  ${pair}`).join('\n'));
for (const [from, to] of intoInternals) console.log(`  ${relative(from)} -> ${relative(to)}`);
