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
 * islands/hydrate.tsx and the islands the registry names import, statically, the app's modules
 * in one file and the packages' (the component library and its styling) in another; the payment
 * pages' islands load their own code after these. What the entry (main.tsx) holds is left to it.
 * So a page without islands asks for two small files after the entry, and a page with islands for
 * React and these three: a handful, not one per component. The member app shares these files and
 * keeps its own chunks for the rest.
 */
function islandsModules() {
  const sets = { visit: new Set<string>(), islands: new Set<string>(), packages: new Set<string>() };
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
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
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
      // The payment pages' islands keep their code to themselves: no other page loads payments code.
      const islands = [
        hydrate,
        ...(this.getModuleInfo(registry)?.dynamicallyImportedIds ?? []).filter(
          (id) => !id.includes('/features/payments/'),
        ),
      ];
      for (const id of closure(islands, outside)) {
        (id.includes('/node_modules/') ? sets.packages : sets.islands).add(id);
      }
    },
  };
  return { plugin, sets };
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
  exactly('islands-ui', islands.sets.packages, 2),
  exactly('islands', islands.sets.islands, 1),
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
