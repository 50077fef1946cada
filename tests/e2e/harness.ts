import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };

const root = resolve(import.meta.dirname, '..', '..');

export const DEMO_PASSWORD = 'vendai-demo';
export const DEMO = {
  admin: 'admin@demo.vendai.com.br',
  vendedor: 'vendedor@demo.vendai.com.br',
  master: 'master@demo.vendai.com.br',
} as const;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface RunningProduct {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the product exactly as `npm start` does, on a fresh data folder and a free port. */
export async function startProduct(extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vendai-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited early:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the product did not answer /api/health in time:\n${log}`);
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Signs in through the login page. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/senha/i).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
}

/**
 * Opens a page of the desktop header by its label: its link in the bar when the width lets it sit
 * there, else the same link under "Mais opções" (src/layout/headerFit.ts decides by width).
 */
export async function openFromHeader(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  const inBar = banner.getByRole('link', { name, exact: true });
  const more = banner.getByRole('button', { name: 'Mais opções' });
  await inBar.or(more).first().waitFor();
  if (await inBar.isVisible()) {
    await inBar.click();
    return;
  }
  await more.click();
  await page.getByRole('menuitem', { name }).click();
}

/** A signed-in session through the API, as the sign-in page gets it: the token and the user. */
export async function apiSignIn(
  baseUrl: string,
  email: string = DEMO.admin,
  password = DEMO_PASSWORD,
): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()) as { token: string; user: unknown };
}

export interface E2eSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/**
 * The product and a browser for the test file that calls it: started before its tests (after the
 * file's own `beforeAll` hooks registered earlier), stopped after them. `env` may be a function,
 * read when the product starts (a fake's port known only then).
 */
export function e2eSuite(env: Record<string, string> | (() => Record<string, string>) = {}): E2eSuite {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the product and the browser start in beforeAll');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
  };
}
