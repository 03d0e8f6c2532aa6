import { defineConfig } from 'drizzle-kit';

// Only for `npm run db:generate`: migrations are applied by the server itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
