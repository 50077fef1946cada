import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Report } from './lib/report';

const ITEM = '4. Web: JavaScript the login page loads (gzip)';
const LOGIN_BUDGET_BYTES = 350 * 1024;
const ROOT = new URL('../..', import.meta.url).pathname;
/** What the build depends on: a manifest older than any of these is stale. */
const SOURCES = ['src', 'contract', 'index.html', 'vite.config.ts', 'package-lock.json'];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Dynamic imports the entry starts when it is evaluated (the contract's schemas: zod and what the
 * sign-in, the session check and the socket parse): not part of the login page, but loaded before
 * every page, so a page's figure counts what it adds on top of them.
 */
const STARTUP_MODULES = ['src/providers/schemas.ts'];
/** The screens of the route table: custom pages and react-admin resource views. */
const isPage = (key: string): boolean => /^src\/(custom-pages|resources)\//.test(key);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function newestSource(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestSource(join(path, name))),
    stat.mtimeMs,
  );
}

/** dist/ when it was built with a manifest after the last change to the sources; else a fresh build. */
export function buildOutput(): { dir: string; fresh: boolean; cleanup: () => void } {
  const manifest = join(ROOT, 'dist/.vite/manifest.json');
  const newest = Math.max(...SOURCES.map((source) => newestSource(join(ROOT, source))));
  if (existsSync(manifest) && statSync(manifest).mtimeMs > newest) {
    return { dir: join(ROOT, 'dist'), fresh: false, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vendai-bench-web-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${(build.stderr || build.stdout).slice(-2000)}`);
  }
  return { dir, fresh: true, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The chunk and every chunk it imports statically, transitively: what loads with it. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * DESIGN §7, web: the login page is part of the entry (react-admin's loginPage), so what it loads
 * is the entry chunk and its static imports per the Vite manifest, summed gzipped (zlib level 6, what
 * a compressing server or proxy typically sends). What the entry loads at start (STARTUP_MODULES) is
 * listed next, then every lazily loaded page with what it adds on top of both, then other code
 * loaded on demand (e.g. the English messages).
 */
export function benchWebBundle(report: Report): void {
  console.log(`\n== ${ITEM}`);
  const started = performance.now();
  const output = buildOutput();
  try {
    const manifest = JSON.parse(readFileSync(join(output.dir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const sizeOf = (key: string) => {
      const bytes = readFileSync(join(output.dir, (manifest[key] as ManifestChunk).file));
      return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('no entry chunk in the manifest');
    const login = [...staticClosure(manifest, entry)];
    const loginSizes = login.map(sizeOf);
    const gzip = loginSizes.reduce((sum, size) => sum + size.gzip, 0);
    const raw = loginSizes.reduce((sum, size) => sum + size.raw, 0);
    report.budget({
      item: ITEM,
      name: `/login JavaScript, ${login.length} chunk(s)`,
      measured: gzip,
      bound: LOGIN_BUDGET_BYTES,
      direction: 'max',
      format: kb,
      boundNote: `${kb(raw)} before compression`,
    });
    report.info(
      ITEM,
      `${output.fresh ? 'built into a temp folder' : 'read from dist/'} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `login chunks: ${login.map((key, index) => `${manifest[key]?.file} ${kb(loginSizes[index]?.gzip ?? 0)}`).join(', ')}`,
    );
    const entryKeys = new Set(login);
    const addsTo = (loaded: Set<string>, key: string) => {
      const extra = [...staticClosure(manifest, key)].filter((chunk) => !loaded.has(chunk));
      return { key, own: sizeOf(key).gzip, adds: extra.reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0) };
    };
    // Loaded by the entry as soon as it runs, beside the first session check, never awaited by a render.
    const atStart = STARTUP_MODULES.filter((key) => manifest[key]?.isDynamicEntry);
    const loadedAtStart = new Set(login);
    for (const key of atStart) {
      const module = addsTo(entryKeys, key);
      report.info(
        ITEM,
        `loaded at start after the entry: ${key}: ${kb(module.own)}, adds ${kb(module.adds)}`,
      );
      staticClosure(manifest, key, loadedAtStart);
    }
    const lazy = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && !STARTUP_MODULES.includes(key),
    );
    const bySize = (a: { adds: number }, b: { adds: number }) => b.adds - a.adds;
    const pages = lazy
      .filter(isPage)
      .map((key) => addsTo(loadedAtStart, key))
      .sort(bySize);
    report.info(
      ITEM,
      `lazily loaded pages (${pages.length}), gzip of the page's chunk and of all it adds to what loaded at start:`,
    );
    for (const page of pages) report.info(ITEM, `  ${page.key}: ${kb(page.own)}, adds ${kb(page.adds)}`);
    const others = lazy
      .filter((key) => !isPage(key))
      .map((key) => addsTo(loadedAtStart, key))
      .sort(bySize);
    if (others.length > 0) report.info(ITEM, 'other code loaded on demand:');
    for (const other of others) report.info(ITEM, `  ${other.key}: ${kb(other.own)}, adds ${kb(other.adds)}`);
  } finally {
    output.cleanup();
  }
}
