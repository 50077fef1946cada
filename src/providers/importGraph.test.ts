import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');
const HTTP_CLIENT = 'providers/httpClient';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Static, type-only, re-exported and lazy imports alike: each reaches the module. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Each file's relative imports as paths under `src/`, without extension. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(dirname(file), specifier)).replace(/\.(tsx?|js)$/, ''));

const graph = sourceFiles(SRC).map((file) => ({ file: relative(SRC, file), imports: importsOf(file) }));

const offenders = (from: (file: string) => boolean, to: (target: string) => boolean) =>
  graph
    .filter(({ file }) => from(file))
    .flatMap(({ file, imports }) => imports.filter(to).map((target) => `${file} -> ${target}`));

describe('the web app reads one way', () => {
  it('reads the import graph (the rules below would pass on an empty one)', () => {
    expect(graph.length).toBeGreaterThan(100);
    expect(
      offenders(
        (file) => file.startsWith('providers/'),
        (target) => target === HTTP_CLIENT,
      ),
    ).not.toEqual([]);
  });

  it('reaches the server only through the data provider: nothing outside src/providers imports the HTTP client', () => {
    expect(
      offenders(
        (file) => !file.startsWith('providers/'),
        (target) => target === HTTP_CLIENT,
      ),
    ).toEqual([]);
  });

  it('keeps resources apart from custom pages: resources/ never imports custom-pages/', () => {
    expect(
      offenders(
        (file) => file.startsWith('resources/'),
        (target) => target.startsWith('custom-pages/'),
      ),
    ).toEqual([]);
  });
});
