import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import type { PageCodeTable } from '../src/boot/pageCode.ts';

/**
 * Puts `src/boot/early.ts` before the app's entry in index.html, as a classic script of its own.
 * Vite would fold a second module script of the page into the entry's chunk, and the point is to
 * run before that chunk has arrived: so the build bundles it apart (a few KB, hashed under
 * `assets/`, cached like the rest) and names it first in `<head>`: a classic script runs as soon
 * as it has arrived, before every module script; named after the entry and the first page's 15
 * chunks, it waited for one of the browser's six connections (60–180 ms in one traced load). A file served by us, not inline
 * code: the Content-Security-Policy's `script-src 'self'` stays as it is. The dev server serves
 * the source file as a module instead.
 *
 * It is bundled once the app's chunks are written, with `pageCode(bundle)` (which chunks each lazy
 * page needs, `scripts/page-code.ts`) compiled in as `__VENDAI_PAGE_CODE__`: the address's page
 * code is asked from the same script as its data, with nothing inline in the HTML.
 */
export function earlyRequests(
  pageCode: (bundle: Rollup.OutputBundle) => PageCodeTable,
  source = 'src/boot/early.ts',
): Plugin {
  let base = '/';
  let serving = false;
  let fileName = '';
  let code = '';
  return {
    name: 'vendai-early-requests',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    // Before Vite's own generateBundle writes index.html (a core plugin, after this one), so the
    // file name below is known when the HTML is transformed.
    async generateBundle(_options, bundle) {
      const table = pageCode(bundle);
      const built = await rolldown({
        input: fileURLToPath(new URL(`../${source}`, import.meta.url)),
        transform: { define: { __VENDAI_PAGE_CODE__: JSON.stringify(table) } },
      });
      try {
        const { output } = await built.generate({ format: 'iife', minify: true });
        code = output[0].code;
      } finally {
        await built.close();
      }
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!serving && !code) throw new Error('early-requests: the early script was not built');
        return [
          {
            tag: 'script',
            attrs: serving ? { type: 'module', src: `${base}${source}` } : { src: `${base}${fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
