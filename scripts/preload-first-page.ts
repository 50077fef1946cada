import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The chunks a lazy page needs beyond what the entry loads: its own and those it imports, each
 * once, the entry's chunk (preloaded by Vite already) left out.
 */
export function pageChunks(bundle: Rollup.OutputBundle, pageModule: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
  if (!page) return [];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(page);
  return files;
}

/**
 * `<link rel="modulepreload">` for the first page's code (the dashboard a signed-in user lands on):
 * it is a lazy chunk, so without the hint its download starts only once the entry has run and the
 * session check answered; with it, the browser fetches it beside the entry.
 */
export function preloadFirstPage(pageModule: string): Plugin {
  let base = '/';
  return {
    name: 'vendai-preload-first-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const files = pageChunks(bundle, pageModule);
        // A renamed or no longer lazy page would silently lose the hint: the build says so instead.
        if (files.length === 0)
          throw new Error(`preload-first-page: ${pageModule} is not a chunk of the build`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
