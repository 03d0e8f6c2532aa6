import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's HTML and styles come from the server and paint by themselves: the scripts that bring
 * it to life are fetched at low priority so that they never compete with that first paint.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/**
 * Each hashed asset is also written compressed (brotli at its best, and gzip), once at build time:
 * the server sends these files as they are instead of compressing on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `import { Button, Box } from '@mui/material'` as one import per component
 * (`@mui/material/Button`…). The bundler drops what no screen uses either way, but the module graph
 * that `islandsModules` reads then says which components the islands really import, instead of
 * the whole library behind the package's index.
 */
function muiPathImports(): Plugin {
  const material = path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
  const hasFolder = (name: string) => existsSync(path.join(material, name, 'index.js'));
  return {
    name: 'mui-path-imports',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: '@mui/material' },
      handler(code) {
        return code.replace(
          /import\s*\{([^}]*)\}\s*from\s*['"]@mui\/material['"];?/g,
          (statement, list: string) => {
            const names = list
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
              .map((part) => part.split(/\s+as\s+/));
            if (!names.every(([name]) => name === 'ThemeProvider' || hasFolder(name!))) return statement;
            return names
              .map(([name, alias = name]) =>
                name === 'ThemeProvider'
                  ? `import { ThemeProvider as ${alias} } from '@mui/material/styles';`
                  : `import ${alias} from '@mui/material/${name}';`,
              )
              .join('\n');
          },
        );
      },
    },
  };
}

/**
 * What a visitor's public page runs (decision 0035), found in the module graph once it is built:
 * `visit` is islands/visit.ts and what it imports (every such page runs it); `islands` is what
 * islands/hydrate.tsx imports (every page with an island runs it: the providers, the component
 * library's core and its styling); then each island the registry names has a file of what only it
 * imports (`island-<module>`), what a few islands share has a file per group of islands, and
 * `islands-shared` holds what many share. The payment pages' islands load their own code after
 * these. What the entry (main.tsx) holds is left to it. So a page without islands asks for two
 * small files after the entry, and a page with islands for React and a handful more, not one per
 * component, and no other island's code. The member app shares these files and keeps its own
 * chunks for the rest.
 */
function islandsModules() {
  const sets = { visit: new Set<string>(), islands: new Set<string>() };
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'islands-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const closure = (roots: string[], outside: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || outside.has(id) || id.startsWith('\0')) continue;
          seen.add(id);
          queue.push(...importedBy(id));
        }
        return seen;
      };
      // A workspace package's index only re-exports its modules: through it a module imports the
      // modules that export the names it takes, not the whole package (and its schemas' library).
      const importedBy = (id: string): string[] =>
        (this.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => {
          const barrel = BARREL.exec(imported);
          if (!barrel) return [imported];
          const names = namesTaken(this.getModuleInfo(id)?.code ?? null, `@oece/${barrel[1]}`);
          return (this.getModuleInfo(imported)?.importedIds ?? []).filter(
            (inner) =>
              !inner.startsWith(path.dirname(imported)) ||
              names === 'all' ||
              this.getModuleInfo(inner)?.exports.some((name) => names.has(name)),
          );
        });
      const [main, visit, hydrate, registry] = [
        '/src/app/main.tsx',
        '/src/app/islands/visit.ts',
        '/src/app/islands/hydrate.tsx',
        '/src/app/islands/registry.ts',
      ].map(find);
      // A missing one would put every page's code back in dozens of files without a word.
      if (!main || !visit || !hydrate || !registry)
        this.error('islands-modules: an entry of the islands moved');
      const entry = closure([main]);
      for (const id of closure([visit], entry)) sets.visit.add(id);
      const outside = new Set([...entry, ...sets.visit]);
      for (const id of closure([hydrate], outside)) {
        sets.islands.add(id);
        outside.add(id);
      }
      // The payment pages' islands keep their code to themselves: no other page loads payments code.
      const islands = (this.getModuleInfo(registry)?.dynamicallyImportedIds ?? []).filter(
        (id) => !id.includes('/features/payments/'),
      );
      const reachedBy = new Map<string, string[]>();
      for (const island of islands) {
        const name = path.basename(island).replace(/\.tsx?$/, '');
        for (const id of closure([island], outside)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), name]);
      }
      // What several islands import is grouped by the islands that import it, so that a page loads
      // no other island's code: such a group's file is named after its largest module. What at
      // least half of the islands import, and groups too small to be worth a file, go to
      // `islands-shared`, which every page with an island loads.
      const groups = new Map<string, { ids: string[]; bytes: number; largest: [string, number] }>();
      for (const [id, names] of reachedBy) {
        const key = names.sort().join('+');
        const bytes = this.getModuleInfo(id)?.code?.length ?? 0;
        const group = groups.get(key) ?? { ids: [], bytes: 0, largest: [id, bytes] };
        group.ids.push(id);
        group.bytes += bytes;
        if (bytes > group.largest[1]) group.largest = [id, bytes];
        groups.set(key, group);
      }
      for (const [key, group] of groups) {
        const count = key.split('+').length;
        const name =
          count === 1
            ? `island-${key}`
            : count * 2 < islands.length && group.bytes >= SHARED_GROUP_MIN_BYTES
              ? `islands-${path.basename(group.largest[0]).replace(/\.[jt]sx?$/, '')}`
              : 'islands-shared';
        for (const id of group.ids) groupOf.set(id, name);
      }
    },
  };
  return { plugin, sets, groupOf };
}

/** The least source code that several islands share for it to get a file of its own. */
const SHARED_GROUP_MIN_BYTES = 30_000;

/** The index of a workspace package (packages/<name>/src/index.ts). */
const BARREL = /[\\/]packages[\\/]([a-z-]+)[\\/]src[\\/]index\.ts$/;

/**
 * The names a module's code (types already stripped) imports from `specifier`, or 'all' when it
 * takes the module whole (a namespace, a bare import) or cannot be read.
 */
function namesTaken(code: string | null, specifier: string): Set<string> | 'all' {
  if (code === null) return 'all';
  const quoted = specifier.replace('/', '\\/');
  const statements = code.matchAll(new RegExp(`(import|export)([^;]*?)from\\s*["']${quoted}["']`, 'g'));
  const names = new Set<string>();
  for (const [, , clause] of statements) {
    const list = /^\s*\{([^}]*)\}\s*$/.exec(clause!);
    if (!list) return 'all';
    for (const part of list[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  if (new RegExp(`import\\s*["']${quoted}["']`).test(code)) return 'all';
  return names;
}

const islands = islandsModules();

/** A group of exactly these modules: one a group leaves out stays where the bundler puts it. */
const exactly = (name: string, modules: Set<string>, priority: number) => ({
  name,
  test: (id: string) => modules.has(id),
  priority,
  includeDependenciesRecursively: false,
});

const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
  exactly('visit', islands.sets.visit, 3),
  exactly('islands', islands.sets.islands, 2),
  {
    name: (id: string) => islands.groupOf.get(id) ?? null,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

/**
 * dist/chunk-modules.json: the source modules in each script of the browser's build (repository
 * paths; a package's modules as node_modules/<package>/…), so that the benches and journeys which
 * check what a page loads can tell what a chunk holds: its file name only says what its first
 * module was. Beside dist/client, which the server serves, not inside it.
 */
function chunkModules(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    name: 'chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => {
            const file = id.split('?')[0]!;
            const inPackage = file.lastIndexOf('/node_modules/');
            return inPackage === -1 ? path.relative(root, file) : file.slice(inPackage + 1);
          });
      }
      writeFileSync(path.join(options.dir!, '..', 'chunk-modules.json'), JSON.stringify(modules, null, 1));
    },
  };
}

// Two builds: the browser's (dist/client: index.html, hashed assets) and the server's renderer of
// the public pages (dist/server/entry-server.js, with its dependencies bundled in).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    muiPathImports(),
    scriptsAfterPaint(),
    ...(isSsrBuild ? [] : [precompressAssets(), islands.plugin, chunkModules()]),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  ssr: { noExternal: true },
  // The renderer is built for production whatever the server's NODE_ENV: React's and MUI's
  // development builds are slower and name styles differently from the browser's build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, sourcemap: false }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
}));
