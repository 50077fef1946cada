import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyPageCalls, pageChunks, pageCodeTable } from '../../../scripts/page-code';

/**
 * The build tells the early script which chunks each lazy page needs, so a full load asks the
 * address's page code beside the entry, not after it has run.
 */

const DASHBOARD = '/repo/src/custom-pages/dashboard/DashboardPage.tsx';
const AGENDA = '/repo/src/custom-pages/agenda/AgendaPage.tsx';
const LEGAL = '/repo/src/custom-pages/legal/LegalPage.tsx';

const chunk = (
  fileName: string,
  facade: string,
  imports: string[] = [],
  isEntry = false,
  moduleIds = [facade],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    isEntry,
    moduleIds,
  }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    // The legal page is imported statically by the landing page too: the entry holds it.
    chunk('assets/index-a1.js', '/repo/src/main.tsx', [], true, ['/repo/src/main.tsx', LEGAL]),
    chunk('assets/DashboardPage-b2.js', DASHBOARD, ['assets/index-a1.js', 'assets/Charts-c3.js']),
    chunk('assets/Charts-c3.js', '/repo/node_modules/charts/index.js', [
      'assets/index-a1.js',
      'assets/Icon-d4.js',
    ]),
    chunk('assets/Icon-d4.js', '/repo/node_modules/icons/Icon.js', ['assets/index-a1.js']),
    chunk('assets/AgendaPage-e5.js', AGENDA, ['assets/Icon-d4.js']),
  ].map((item) => [item.fileName, item]),
);

describe("the lazy pages' code, by route", () => {
  it('reads each lazyPage call: the module it loads, its path and its aliases', () => {
    const code = `
      export const DashboardPage = lazyPage(() => import('./DashboardPage'), '/', {
        aliases: ['/dashboard'],
        prefetch: () => prefetchDashboard(queryClient, dataProvider),
      });
      export const AgendaPage = lazyPage(
        () => import('./AgendaPage'),
        '/agenda',
      );`;
    expect(lazyPageCalls(code)).toEqual([
      { specifier: './DashboardPage', path: '/', aliases: ['/dashboard'] },
      { specifier: './AgendaPage', path: '/agenda', aliases: [] },
    ]);
  });

  it('fails the build on a call it cannot follow, instead of leaving that page without its early load', () => {
    expect(() => lazyPageCalls("export const P = lazyPage(load, '/p');")).toThrow(/literal import/);
    expect(() => lazyPageCalls("export const P = lazyPage(() => import('./P'), PATH);")).toThrow(
      /literal import/,
    );
  });

  it("names a page's chunk and what it imports, once each, without the entry or other pages", () => {
    expect(pageChunks(bundle, DASHBOARD)).toEqual([
      'assets/DashboardPage-b2.js',
      'assets/Charts-c3.js',
      'assets/Icon-d4.js',
    ]);
    expect(pageChunks(bundle, LEGAL)).toEqual([]);
    expect(pageChunks(bundle, '/repo/src/custom-pages/missing/Page.tsx')).toBeUndefined();
  });

  it('writes each file once and leaves out the pages the entry already holds', () => {
    const table = pageCodeTable(
      bundle,
      [
        { module: DASHBOARD, path: '/', aliases: ['/dashboard'] },
        { module: AGENDA, path: '/agenda', aliases: [] },
        { module: LEGAL, path: '/privacidade', aliases: [] },
      ],
      '/',
    );
    expect(table).toEqual({
      base: '/',
      files: [
        'assets/DashboardPage-b2.js',
        'assets/Charts-c3.js',
        'assets/Icon-d4.js',
        'assets/AgendaPage-e5.js',
      ],
      pages: [
        { path: '/', aliases: ['/dashboard'], chunks: [0, 1, 2] },
        { path: '/agenda', aliases: [], chunks: [3, 2] },
      ],
    });
  });

  it('fails the build when a page is in no chunk, so the reader and the bundle cannot drift apart unseen', () => {
    expect(() =>
      pageCodeTable(
        bundle,
        [{ module: '/repo/src/custom-pages/missing/Page.tsx', path: '/m', aliases: [] }],
        '/',
      ),
    ).toThrow(/missing\/Page.tsx is in no chunk/);
  });
});
