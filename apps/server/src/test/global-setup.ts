import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { parseConfig } from '../shared/config';
import { openDatabase } from '../db/client';
import { buildApp } from '../app';
import { seedDatabase } from '../seed';
import { TEST_ADMIN, TEST_START } from './test-constants';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    templateDatabaseUrl: string;
    /** This run's template on PostgreSQL: its own name, so parallel runs on one server coexist. */
    templateDatabaseName: string;
    /** Where test files connect to create their databases: never the template itself. */
    serverDatabaseUrl: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; every test file then gets
 * a fresh copy of it (a copied PGlite folder, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `oece_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(serverUrl, template);
    await prepare(
      parseConfig({
        DATABASE_URL: templateUrl,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      }),
    );
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('templateDatabaseName', template);
    project.provide('serverDatabaseUrl', serverUrl);
    project.provide('templateDataDir', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-template-'));
  await prepare(
    parseConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    }),
  );
  project.provide('templateDataDir', dataDir);
  project.provide('templateDatabaseUrl', '');
  project.provide('templateDatabaseName', '');
  project.provide('serverDatabaseUrl', '');
  return () => rmSync(dataDir, { recursive: true, force: true });
}

async function prepare(config: ReturnType<typeof parseConfig>) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const app = await buildApp(config, { database, logger: false, clock: () => TEST_START });
    await seedDatabase(app);
    await app.close();
  } finally {
    await database.close();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
