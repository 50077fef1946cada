import type { Plugin, Rollup } from 'vite';
import type { PageCodeTable } from '../src/boot/pageCode.ts';
import { pageFor } from '../src/custom-pages/pageFor.ts';

/**
 * Fails the build when zod reaches the first load: the entry chunk, or the chunks the early
 * script preloads for the addresses a user lands on (`/` and `/whatsapp`, from the table of
 * `scripts/page-code.ts`). The contract's schemas load apart (`src/providers/contractSchemas.ts`);
 * a value imported from a contract file that builds schemas (even a constant, even through
 * `contract/index.ts`) brings zod and those schemas along, to be downloaded, compiled and run
 * before the page shows: 145 KB raw and ~50 ms of script per load when `src/format/phone.ts` took
 * `onlyDigits` from the index; 93 KB more on the inbox's load when its page took its limits from
 * `contract/inbox.ts`. Import such values from a file without zod (`contract/constants.ts`,
 * `contract/digits.ts`, `contract/inbox-limits.ts`, `contract/template-text.ts`).
 */

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
// zod is imported through an alias (src/lib/zod-jitless.ts): both names count.
const isZod = (id: string) => ZOD.test(id) || id.endsWith('zod-jitless.ts');
const CONTRACT = /[\\/]contract[\\/]/;
const NOT_APP = /[\\/](contract|node_modules)[\\/]|zod-jitless/;

/** The addresses whose first load must hold no zod: the dashboard and the inbox. */
export const FIRST_LOAD_ROUTES = ['/', '/whatsapp'] as const;

/**
 * Where zod comes in among `modules` (one load's code): the app's own modules that import zod, or
 * a contract file reaching it, through static imports. Empty when none of them reaches zod.
 */
export function zodImporters(
  modules: Iterable<string>,
  importedIds: (id: string) => readonly string[],
): string[] {
  const within = new Set(modules);
  if (![...within].some(isZod)) return [];
  const reaches = new Map<string, boolean>();
  const reachesZod = (id: string): boolean => {
    if (isZod(id)) return true;
    if (!within.has(id)) return false;
    const known = reaches.get(id);
    if (known !== undefined) return known;
    reaches.set(id, false); // a cycle does not reach zod through itself
    const answer = importedIds(id).some(reachesZod);
    reaches.set(id, answer);
    return answer;
  };
  return [...within].filter(
    (id) =>
      !NOT_APP.test(id) &&
      importedIds(id).some((next) => isZod(next) || (CONTRACT.test(next) && reachesZod(next))),
  );
}

/** The modules of the chunks the early script preloads for `route` (none for a page in the entry). */
export function firstLoadModules(bundle: Rollup.OutputBundle, table: PageCodeTable, route: string): string[] {
  const files = (pageFor(route, table.pages)?.chunks ?? []).map((index) => table.files[index]);
  return files.flatMap((file) => {
    const chunk = file === undefined ? undefined : bundle[file];
    return chunk?.type === 'chunk' ? chunk.moduleIds : [];
  });
}

/** The build's complaint for one load holding zod, or undefined when it holds none. */
export function zodComplaint(
  where: string,
  modules: Iterable<string>,
  importedIds: (id: string) => readonly string[],
  root = '',
): string | undefined {
  const list = [...modules];
  if (!list.some(isZod)) return undefined;
  const named = zodImporters(list, importedIds).map((id) =>
    root && id.startsWith(root) ? id.slice(root.length).replace(/^[\\/]/, '') : id,
  );
  return `zod is in ${where}; imported through: ${named.join(', ') || 'unknown'}`;
}

export function entryWithoutZod(pageCode: (bundle: Rollup.OutputBundle) => PageCodeTable): Plugin {
  let root = '';
  return {
    name: 'vendai-entry-without-zod',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entry = Object.values(bundle).find(
        (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      const entryComplaint = entry && zodComplaint('the entry chunk', entry.moduleIds, importedIds, root);
      if (entryComplaint) this.error(entryComplaint);
      const table = pageCode(bundle);
      for (const route of FIRST_LOAD_ROUTES) {
        const modules = firstLoadModules(bundle, table, route);
        const complaint = zodComplaint(`the first load of ${route}`, modules, importedIds, root);
        if (complaint) this.error(complaint);
      }
    },
  };
}
