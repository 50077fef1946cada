import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_PATH, missingChromiumLine } from '../e2e/chromium';
import { apiSignIn, launchBrowser, startProduct } from '../e2e/harness';
import type { Report } from './lib/report';
import { ms, type Summary, summarize } from './lib/stats';
import { COMMIT_RECORDER, type Commit, rendersLine } from './pageload/commit-recorder';
import { CONTENT_WATCHER } from './pageload/content-watcher';
import { buildEmptyAdmin, serveStatic } from './pageload/empty-admin-site';
import { buildOutput } from './web-bundle';

const ITEM = '7. Web: page load and navigation in Chromium';
/** DESIGN §7: first content of a full load, and an in-app navigation, on the 2-core machine. */
const FIRST_CONTENT_BUDGET_MS = 600;
const NAVIGATION_BUDGET_MS = 300;
const VIEWPORT = { width: 1366, height: 900 };
/** How long a user looks at a page before a menu click. */
const READING_MS = 2000;

interface Site {
  name: string;
  baseUrl: string;
  /** The key prefix of its checks in `CONTENT`. */
  prefix: '' | 'empty:';
  prepare: (context: BrowserContext) => Promise<void>;
  /** The address loaded in full, and the menu clicks made from it (link href → target). */
  load: string;
  navigations: string[];
  /** Another address loaded in full (the product's inbox). */
  alsoLoad?: string;
}

interface Samples {
  firstContent: number[];
  navigation: number[];
  byPage: Map<string, number[]>;
  scriptMs: number[];
  waterfall?: string;
  /** The warm-up load's React commits, against its first content (`rendersLine`). */
  renders?: string;
}

const push = (map: Map<string, number[]>, key: string, value: number) => {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
};

async function shownAt(page: Page, key: string, timeoutMs = 30_000): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      (k) => (window as unknown as { __contentShown: Record<string, number> }).__contentShown?.[k],
      key,
      { timeout: timeoutMs, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const seen = await page.evaluate(() => (document.body.textContent ?? '').slice(0, 300)).catch(() => '?');
    throw new Error(`${key}: content not shown at ${page.url()} (page shows: ${seen})`, { cause: error });
  }
}

/** Where the time of a full load went, from the page's own resource timing (one run's worth). */
async function waterfallOf(page: Page, shown: number): Promise<string> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        name: new URL(resource.name).pathname,
        start: resource.startTime,
        end: resource.responseEnd,
        bytes: resource.encodedBodySize,
      };
    }),
  );
  const nav = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry ? { response: entry.responseEnd, dcl: entry.domContentLoadedEventEnd } : undefined;
  });
  const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
  const api = entries.filter((entry) => entry.name.startsWith('/api/'));
  const lastScript = Math.max(...scripts.map((entry) => entry.end));
  const kb = scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
  const parts = [
    `html ${nav?.response.toFixed(0)} ms`,
    `${scripts.length} scripts (${kb.toFixed(0)} KB on the wire) done at ${lastScript.toFixed(0)} ms`,
    `DOMContentLoaded ${nav?.dcl.toFixed(0)} ms`,
    ...api.map((entry) => `${entry.name} ${entry.start.toFixed(0)}→${entry.end.toFixed(0)}`),
    `content ${shown.toFixed(0)} ms`,
  ];
  return parts.join('; ');
}

/** One cold visit: a fresh context (empty cache), a full load, then each menu click in turn. */
async function visit(
  browser: Browser,
  site: Site,
  samples: Samples,
  run: number,
  { recordCommits = false } = {},
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await site.prepare(context);
    await context.addInitScript({ content: CONTENT_WATCHER });
    if (recordCommits) await context.addInitScript({ content: COMMIT_RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${site.baseUrl}${site.load}`, { waitUntil: 'commit' });
    const first = await shownAt(page, `${site.prefix}${site.load}`);
    samples.firstContent.push(first);
    push(samples.byPage, `load ${site.load}`, first);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const script = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    samples.scriptMs.push(script * 1000);
    if (run === 0) samples.waterfall = await waterfallOf(page, first);
    // The user reads the page before clicking: 2 s, and the page has settled (no request for 500 ms).
    await page.waitForTimeout(READING_MS);
    if (recordCommits) {
      const commits =
        (await page.evaluate(() => (window as unknown as { __commits?: Commit[] }).__commits)) ?? [];
      samples.renders = `${site.load}: ${rendersLine(commits, first)}`;
    }
    await page.waitForLoadState('networkidle');
    let from = site.load;
    for (const target of site.navigations) {
      const started = await page.evaluate(
        ([href, key]) => {
          (window as unknown as { __contentReset: (k: string) => void }).__contentReset(key);
          // The product's header navigation; react-admin's sidebar menu on the empty page.
          const link = document.querySelector<HTMLAnchorElement>(
            `nav a[href="${href}"], a.RaMenuItemLink-root[href="${href}"]`,
          );
          if (!link) throw new Error(`no menu link to ${href}`);
          const now = performance.now();
          link.click();
          return now;
        },
        [target, `${site.prefix}${target}`] as const,
      );
      const shown = await shownAt(page, `${site.prefix}${target}`);
      samples.navigation.push(shown - started);
      push(samples.byPage, `${from} → ${target}`, shown - started);
      await page.waitForTimeout(READING_MS);
      await page.waitForLoadState('networkidle');
      from = target;
    }
    if (site.alsoLoad) {
      const second = await context.browser()?.newContext({ viewport: VIEWPORT });
      if (second) {
        try {
          await site.prepare(second);
          await second.addInitScript({ content: CONTENT_WATCHER });
          const page2 = await second.newPage();
          await page2.goto(`${site.baseUrl}${site.alsoLoad}`, { waitUntil: 'commit' });
          const shown = await shownAt(page2, `${site.prefix}${site.alsoLoad}`);
          samples.firstContent.push(shown);
          push(samples.byPage, `load ${site.alsoLoad}`, shown);
        } finally {
          await second.close();
        }
      }
    }
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, site: Site, runs: number): Promise<Samples> {
  const samples: Samples = { firstContent: [], navigation: [], byPage: new Map(), scriptMs: [] };
  // One visit that is not counted: the server's and the browser's first-time costs. Its React
  // commits are recorded (no timed load carries the recorder's walk).
  const warmUp: Samples = { firstContent: [], navigation: [], byPage: new Map(), scriptMs: [] };
  await visit(browser, site, warmUp, 1, { recordCommits: true });
  samples.renders = warmUp.renders;
  for (let run = 0; run < runs; run++) await visit(browser, site, samples, run);
  return samples;
}

const p = (s: Summary) => `p50 ${ms(s.p50)} p95 ${ms(s.p95)}`;

/**
 * Bench item 7 (DESIGN §7): a signed-in admin's full load of `/` and `/whatsapp` until the page's
 * content is on screen, and menu navigations dashboard → inbox → board until the target's content
 * is, in headless Chromium against the built app on the real server (PGlite, demo data); the same
 * for an empty react-admin page built and served in the same run. Each visit is a fresh browser
 * context (cold cache). Budgets are absolute; the ratio to the empty page is printed beside them.
 */
export async function benchPageLoad(report: Report, runs: number): Promise<void> {
  console.log(`\n== ${ITEM}`);
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(missingChromiumLine(CHROMIUM_PATH));
    if (process.env.CI === 'true') throw new Error(`no Chromium at ${CHROMIUM_PATH} (CI=true)`);
    report.skip(ITEM, `no Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH`);
    return;
  }
  const started = performance.now();
  const output = buildOutput();
  const empty = await buildEmptyAdmin();
  const product = await startProduct({ WEB_DIST_DIR: output.dir });
  const emptyServer = await serveStatic(empty.dir);
  const browser = await launchBrowser();
  try {
    const session = await apiSignIn(product.baseUrl);
    const signedIn = async (context: BrowserContext) => {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
    };
    report.info(
      ITEM,
      `${output.fresh ? 'app built into a temp folder' : 'app read from dist/'}, empty react-admin page built; ` +
        `${runs} cold visits each after one warm-up`,
    );
    const productSamples = await measure(
      browser,
      {
        name: 'Vendaí',
        baseUrl: product.baseUrl,
        prefix: '',
        prepare: signedIn,
        load: '/',
        navigations: ['/whatsapp', '/kanban'],
        alsoLoad: '/whatsapp',
      },
      runs,
    );
    const emptySamples = await measure(
      browser,
      {
        name: 'empty react-admin',
        baseUrl: emptyServer.baseUrl,
        prefix: 'empty:',
        prepare: async () => undefined,
        load: '/items',
        navigations: ['/', '/items'],
        alsoLoad: '/',
      },
      runs,
    );
    const figures = (samples: Samples) => ({
      first: summarize(samples.firstContent),
      nav: summarize(samples.navigation),
    });
    const ours = figures(productSamples);
    const base = figures(emptySamples);
    const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
    for (const [name, mine, theirs, bound] of [
      ['first content of a full load', ours.first, base.first, FIRST_CONTENT_BUDGET_MS],
      ['in-app navigation', ours.nav, base.nav, NAVIGATION_BUDGET_MS],
    ] as const) {
      report.budget({
        item: ITEM,
        name: `${name}, p95 (p50 ${ms(mine.p50)}; empty react-admin ${p(theirs)})`,
        measured: mine.p95,
        bound,
        direction: 'max',
        format: ms,
        boundNote: `ratio to the empty page: p50 ${ratio(mine.p50, theirs.p50)}, p95 ${ratio(mine.p95, theirs.p95)}`,
      });
    }
    for (const [label, samples] of [
      ['Vendaí', productSamples],
      ['empty react-admin', emptySamples],
    ] as const) {
      for (const [what, values] of samples.byPage)
        report.info(ITEM, `${label} ${what}: ${p(summarize(values))}`);
      report.info(
        ITEM,
        `${label} script time per full load (CDP ScriptDuration): ${p(summarize(samples.scriptMs))}`,
      );
      if (samples.waterfall) report.info(ITEM, `${label} one load: ${samples.waterfall}`);
      if (samples.renders) report.info(ITEM, `${label} warm-up load of ${samples.renders}`);
    }
    report.info(ITEM, `took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    await emptyServer.close();
    await product.stop();
    empty.cleanup();
    output.cleanup();
  }
}
