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
 * A page asks for a few larger files rather than dozens of small ones (each a request and a task):
 * React in one file; the component library and its styling in files shared by the screens that use
 * the same parts, small ones merged into their neighbours.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
  {
    name: 'ui',
    test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@babel[\\/]runtime|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
    priority: 1,
    entriesAware: true,
    entriesAwareMergeThreshold: 40 * 1024,
  },
];

/** A shared file is named after its group alone: the screens that share it are no business of the URL. */
function chunkFileNames({ name }: { name: string }) {
  return `assets/${name.split('~')[0]}-[hash].js`;
}

// Two builds: the browser's (dist/client: index.html, hashed assets) and the server's renderer of
// the public pages (dist/server/entry-server.js, with its dependencies bundled in).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterPaint(), ...(isSsrBuild ? [] : [precompressAssets()])],
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
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS }, chunkFileNames } },
      },
}));
