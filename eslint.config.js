import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
// Every folder of features/, so that a new feature is held to the rule below without being listed.
const FEATURES = readdirSync(new URL(`./${web}/features`, import.meta.url));
const server = 'apps/server/src';
// Every folder of modules/, likewise.
const MODULES = readdirSync(new URL(`./${server}/modules`, import.meta.url));
/**
 * What other modules may import of module `m` (docs/architecture.md): its service, for the service's
 * type and public functions, and its views, the column sets and mappers for reading its tables.
 */
const moduleFace = (m) => [`./${m}/${m}.service.ts`, `./${m}/${m}.views.ts`];

const PACKAGE_FORBIDDEN = [
  'react',
  'react-*',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  '@oece/server',
  '@oece/web',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Lee la configuración desde config.ts, no desde process.env.',
        },
      ],
    },
  },
  {
    // Packages know nothing of the apps, React, Fastify or the database.
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_FORBIDDEN }] },
  },
  {
    // The domain depends on nothing of ours: contracts read its lists, not the reverse (0007).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...PACKAGE_FORBIDDEN, '@oece/contracts', 'zod'] }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: shared -> features -> app; features do not import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./${web}/features/${feature}`,
              from: `./${web}/features`,
              except: [`./${feature}`],
            })),
            // But for island(), with which a public page marks its interactive parts (decision 0035).
            { target: `./${web}/features`, from: `./${web}/app`, except: ['./islands/island.tsx'] },
            {
              target: [`./${web}/components`, `./${web}/lib`, `./${web}/config`],
              from: [`./${web}/features`, `./${web}/app`],
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    rules: {
      // One face per module: a module is built by its plugin (<m>.module.ts), which only the app's
      // entry files import; other modules see its service and views, never its repository.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...MODULES.map((m) => ({
              target: `./${server}/modules/${m}`,
              from: `./${server}/modules`,
              except: [`./${m}`, ...MODULES.filter((other) => other !== m).flatMap(moduleFace)],
              message: `Otro módulo solo expone su servicio y sus vistas (<módulo>.service.ts, <módulo>.views.ts).`,
            })),
            {
              target: [`./${server}/db`, `./${server}/content`, `./${server}/plugins`],
              from: `./${server}/modules`,
              message: 'La base de datos, el contenido y los plugins no dependen de ningún módulo.',
            },
            {
              target: `./${server}/shared`,
              from: `./${server}`,
              except: ['./shared'],
              message: 'Las piezas compartidas no dependen de nada más del servidor.',
            },
            {
              target: `./${server}/*.ts`,
              from: `./${server}/modules`,
              except: MODULES.map((m) => `./${m}/${m}.module.ts`),
              message: 'Fuera de modules/, un módulo se usa por su plugin (<módulo>.module.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Entry points and tooling that read the environment by design.
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/backup.ts',
      'apps/server/src/restore.ts',
      'apps/server/src/test/**',
      'e2e/**',
      'bench/**',
      'deploy/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
