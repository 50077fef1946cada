import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPageCalls } from '../../scripts/page-code';
import { APP_PAGES } from './pages';

const SRC = resolve(__dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The build reads each lazy page's routes from its `lazyPage` call (scripts/page-code.ts) to write
 * the chunks the early script asks at that address: a call it could not read would leave that
 * page's full load waiting for the entry again, unseen.
 */
describe("the build's reading of the lazy pages", () => {
  const calls = sourceFiles(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return code.includes('lazyPage(') ? lazyPageCalls(code, file) : [];
  });

  it('finds every lazy page of the signed-in route table at its path and aliases', () => {
    const lazy = APP_PAGES.filter((page) => page.preload);
    expect(lazy.length).toBeGreaterThan(10);
    for (const page of lazy) {
      expect(calls).toContainEqual(expect.objectContaining({ path: page.path, aliases: [...page.aliases] }));
    }
  });

  it('reads the module each call loads', () => {
    expect(calls).toContainEqual({ specifier: './InboxPage', path: '/whatsapp', aliases: ['/chat'] });
    expect(calls).toContainEqual({
      specifier: '../../resources/users/SimpleUsersPage',
      path: '/simple-users',
      aliases: [],
    });
  });
});
