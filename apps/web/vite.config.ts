import { readFileSync, writeFileSync } from 'node:fs';
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
  plugins: [react(), scriptsAfterPaint(), ...(isSsrBuild ? [] : [precompressAssets(), chunkModules()])],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  ssr: { noExternal: true },
  // The renderer is built for production whatever the server's NODE_ENV: React's and MUI's
  // development builds are slower and name styles differently from the browser's build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, sourcemap: false }
    : { target: 'es2022', outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
}));
