import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds: the browser's (dist/client: index.html, hashed assets) and the server's renderer of
// the public pages (dist/server/entry-server.js, with its dependencies bundled in).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  ssr: { noExternal: true },
  // The renderer is built for production whatever the server's NODE_ENV: React's and MUI's
  // development builds are slower and name styles differently from the browser's build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, sourcemap: false }
    : { target: 'es2022', outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
}));
