import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadModules, zodComplaint, zodImporters } from '../../../scripts/entry-without-zod';
import type { PageCodeTable } from '../../../src/boot/pageCode';

/**
 * The build fails when zod reaches what a user's first load runs (the entry, and the chunks the
 * early script preloads for `/` and `/whatsapp`), naming the app's files that bring it in.
 */

const ZOD = '/repo/node_modules/zod/v4/classic/index.js';
const ALIAS = '/repo/src/lib/zod-jitless.ts';
const INBOX_PAGE = '/repo/src/custom-pages/inbox/InboxPage.tsx';
const COMPOSER = '/repo/src/custom-pages/inbox/chat/Composer.tsx';
const LIMITS = '/repo/contract/inbox-limits.ts';
const INBOX_CONTRACT = '/repo/contract/inbox.ts';
const COMMON = '/repo/contract/common.ts';
const TEMPLATES = '/repo/src/resources/message-templates/TemplateCreate.tsx';

/** The static imports of each module, as the bundler's module graph answers them. */
const graph = (edges: Record<string, string[]>) => (id: string) => edges[id] ?? [];

describe('zod kept out of the first load', () => {
  it('names the app file that imports a contract module building schemas, however deep it reaches zod', () => {
    const imports = graph({
      [INBOX_PAGE]: [COMPOSER, LIMITS],
      [COMPOSER]: [INBOX_CONTRACT],
      [INBOX_CONTRACT]: [COMMON, LIMITS],
      [COMMON]: [ALIAS],
      [ALIAS]: [ZOD],
    });
    const modules = [INBOX_PAGE, COMPOSER, LIMITS, INBOX_CONTRACT, COMMON, ALIAS, ZOD];
    expect(zodImporters(modules, imports)).toEqual([COMPOSER]);
    expect(zodComplaint('the first load of /whatsapp', modules, imports, '/repo')).toBe(
      'zod is in the first load of /whatsapp; imported through: src/custom-pages/inbox/chat/Composer.tsx',
    );
  });

  it('says nothing when the load holds no zod, as when the page takes its limits from a file without it', () => {
    const imports = graph({ [INBOX_PAGE]: [COMPOSER], [COMPOSER]: [LIMITS] });
    const modules = [INBOX_PAGE, COMPOSER, LIMITS];
    expect(zodImporters(modules, imports)).toEqual([]);
    expect(zodComplaint('the first load of /whatsapp', modules, imports)).toBeUndefined();
  });

  it('names an app file importing zod itself, and follows a cycle among contract files without looping', () => {
    const imports = graph({
      [INBOX_PAGE]: [ALIAS, INBOX_CONTRACT],
      [INBOX_CONTRACT]: [COMMON],
      [COMMON]: [INBOX_CONTRACT],
      [ALIAS]: [ZOD],
    });
    const modules = [INBOX_PAGE, INBOX_CONTRACT, COMMON, ALIAS, ZOD];
    expect(zodImporters(modules, imports)).toEqual([INBOX_PAGE]);
  });

  it("reads the modules of the chunks the early script preloads for a route, and only that route's", () => {
    const chunk = (fileName: string, moduleIds: string[]) =>
      ({ type: 'chunk', fileName, moduleIds }) as unknown as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      'assets/InboxPage-a.js': chunk('assets/InboxPage-a.js', [INBOX_PAGE, COMPOSER]),
      'assets/inbox-limits-b.js': chunk('assets/inbox-limits-b.js', [LIMITS]),
      'assets/TemplateCreate-c.js': chunk('assets/TemplateCreate-c.js', [TEMPLATES, ALIAS, ZOD]),
    };
    const table: PageCodeTable = {
      base: '/',
      files: ['assets/InboxPage-a.js', 'assets/inbox-limits-b.js', 'assets/TemplateCreate-c.js'],
      pages: [
        { path: '/whatsapp', aliases: ['/chat'], chunks: [0, 1] },
        { path: '/message-templates', aliases: [], chunks: [2] },
      ],
    };
    expect(firstLoadModules(bundle, table, '/whatsapp')).toEqual([INBOX_PAGE, COMPOSER, LIMITS]);
    // A page that validates a form with zod is no first load: its chunks are not read for `/`.
    expect(firstLoadModules(bundle, table, '/')).toEqual([]);
  });
});
