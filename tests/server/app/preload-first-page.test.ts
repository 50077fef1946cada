import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageChunks, preloadFirstPage } from '../../../scripts/preload-first-page';

/** The build's index.html asks for the first page's code beside the entry, not after it has run. */

const PAGE = '/src/custom-pages/dashboard/DashboardPage.tsx';

const chunk = (fileName: string, facade: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index-a1.js', '/repo/src/main.tsx', [], true),
    chunk('assets/DashboardPage-b2.js', `/repo${PAGE}`, ['assets/index-a1.js', 'assets/Charts-c3.js']),
    chunk('assets/Charts-c3.js', '/repo/node_modules/charts/index.js', [
      'assets/index-a1.js',
      'assets/Icon-d4.js',
    ]),
    chunk('assets/Icon-d4.js', '/repo/node_modules/icons/Icon.js', ['assets/index-a1.js']),
    chunk('assets/AgendaPage-e5.js', '/repo/src/custom-pages/agenda/AgendaPage.tsx', ['assets/Icon-d4.js']),
  ].map((item) => [item.fileName, item]),
);

describe('the first page preload', () => {
  it("names the page's chunk and what it imports, once each, without the entry or other pages", () => {
    expect(pageChunks(bundle, PAGE)).toEqual([
      'assets/DashboardPage-b2.js',
      'assets/Charts-c3.js',
      'assets/Icon-d4.js',
    ]);
  });

  it('adds a modulepreload link per chunk to the built index.html', () => {
    const plugin = preloadFirstPage(PAGE);
    const hook = plugin.transformIndexHtml as {
      handler: (
        html: string,
        ctx: { path: string; filename: string; bundle?: Rollup.OutputBundle },
      ) => unknown;
    };
    const tags = hook.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle });
    expect(tags).toEqual(
      ['assets/DashboardPage-b2.js', 'assets/Charts-c3.js', 'assets/Icon-d4.js'].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head',
      })),
    );
  });

  it('fails the build when the page is no chunk of it, so a renamed page does not lose the hint unseen', () => {
    expect(pageChunks(bundle, '/src/custom-pages/missing/Page.tsx')).toEqual([]);
    const hook = preloadFirstPage('/src/custom-pages/missing/Page.tsx').transformIndexHtml as {
      handler: (
        html: string,
        ctx: { path: string; filename: string; bundle?: Rollup.OutputBundle },
      ) => unknown;
    };
    expect(() =>
      hook.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle }),
    ).toThrow(/missing\/Page.tsx is not a chunk/);
  });
});
