import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, at build time, so the
 * server sends compressed bytes without compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vendai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A failed build wrote nothing, and its own error is the one to show.
      if (!existsSync(outDir)) return;
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        jobs.push(
          readFile(path).then(async (bytes) => {
            if (bytes.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
