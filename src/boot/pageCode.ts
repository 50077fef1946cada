/**
 * The code of the page at the address being loaded, asked while the HTML is parsed, like its data
 * (`firstRequests.ts`): a page is a lazy chunk, so without this its download started only once the
 * entry had been downloaded and run. The build writes which chunks each lazy page needs
 * (`scripts/page-code.ts`, from the `lazyPage` calls and the bundle) into the early script; this
 * file only reads that table, so it stays small: no React, no providers.
 */
import { pageFor } from '../custom-pages/pageFor';

/** Each lazy page's routes and its chunks, as indexes into `files` (pages share chunks). */
export interface PageCodeTable {
  base: string;
  files: readonly string[];
  pages: readonly { path: string; aliases: readonly string[]; chunks: readonly number[] }[];
}

/** The URLs of the chunks the page at this address needs (none for an address no lazy page shows). */
export const pageCodeUrls = (pathname: string, table: PageCodeTable): string[] =>
  (pageFor(pathname, table.pages)?.chunks ?? []).flatMap((index) => {
    const file = table.files[index];
    return file === undefined ? [] : [`${table.base}${file}`];
  });

/**
 * Adds a `<link rel="modulepreload">` per chunk, the way Vite names the entry's own: the browser
 * fetches and compiles them beside the entry, and the page's `import()` later finds them in the
 * module map. Returns the URLs it asked.
 */
export function preloadPageCode(pathname: string, table: PageCodeTable, doc: Document = document): string[] {
  const urls = pageCodeUrls(pathname, table);
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Module scripts are fetched in CORS mode: a preload without it would not be reused.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return urls;
}
