import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS, type IslandName } from './registry';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Every `island('name', Component)` in the app's source: the name and the component's name. */
function islandsInSource(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bisland\(\s*'([^']+)',\s*(\w+)\s*\)/g)) {
          found.push([match[1]!, match[2]!]);
        }
      }
    }
  };
  walk(SRC);
  return found.sort();
}

describe('the islands registry', () => {
  it('loads, under each name a page marks an island with, that same component, and holds no other', async () => {
    const marked = islandsInSource();
    expect(marked.length).toBeGreaterThan(0);
    const loaded = await Promise.all(
      Object.keys(ISLANDS).map(async (name) => [name, (await ISLANDS[name as IslandName]()).name]),
    );
    expect(loaded.sort()).toEqual(marked);
  });
});
