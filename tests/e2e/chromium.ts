import { existsSync } from 'node:fs';

/** The browser the e2e tests drive: Debian's Chromium unless `CHROMIUM_PATH` names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const E2E_FILES = 'tests/e2e/**/*.test.ts';

export const missingChromiumLine = (path: string) =>
  `\n*** BROWSER TESTS SKIPPED: no Chromium at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH to one. Under CI=true this is a failure. ***\n`;

/**
 * Which e2e files run. Without a browser on a developer's machine they are skipped with one loud
 * line; under `CI=true` they stay in, so a missing browser fails the run instead of passing quietly.
 */
export function e2eInclude(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  warn: (line: string) => void = console.warn,
): string[] {
  const path = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (exists(path) || env.CI === 'true') return [E2E_FILES];
  warn(missingChromiumLine(path));
  return [];
}
