import type { Plugin, Rollup } from 'vite';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Fails the build when zod reaches the entry chunk. The contract's schemas load apart
 * (`src/providers/contractSchemas.ts`); a value imported from a contract file that builds schemas
 * (even a constant, even through `contract/index.ts`) brings zod and those schemas into the entry,
 * to be downloaded, compiled and run on every full load before anything shows: 145 KB raw and
 * ~50 ms of script per load when `src/format/phone.ts` took `onlyDigits` from the index. Import
 * such values from a file without zod (`contract/constants.ts`, `contract/digits.ts`).
 */
export function entryWithoutZod(): Plugin {
  return {
    name: 'vendai-entry-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry || !Object.keys(entry.modules).some((id) => ZOD.test(id))) return;
      const inEntry = new Set(Object.keys(entry.modules));
      // zod is imported through an alias (src/lib/zod-jitless.ts): both names count.
      const isZod = (id: string) => ZOD.test(id) || id.endsWith('zod-jitless.ts');
      const reachesZod = (id: string, seen = new Set<string>()): boolean => {
        if (isZod(id)) return true;
        if (seen.has(id) || !inEntry.has(id)) return false;
        seen.add(id);
        return this.getModuleInfo(id)?.importedIds.some((next) => reachesZod(next, seen)) ?? false;
      };
      // The app's own modules that import a contract file building schemas: where to look.
      const importers = [...inEntry].filter(
        (id) =>
          !/[\\/](contract|node_modules)[\\/]|zod-jitless/.test(id) &&
          this.getModuleInfo(id)?.importedIds.some(
            (next) => /[\\/]contract[\\/]/.test(next) && reachesZod(next),
          ),
      );
      this.error(
        `zod is in the entry chunk; imported through: ${[...new Set(importers)].join(', ') || 'unknown'}`,
      );
    },
  };
}
