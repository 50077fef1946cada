import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** Every answer — the page, the API, a static file — tells the browser how to keep the app safe. */

const dist = mkdtempSync(join(tmpdir(), 'vendai-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("Vendaí")');

let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ webDistDir: dist, publicUrl: 'http://localhost:3000' });
  secure = await createTestApp({ webDistDir: dist, publicUrl: 'https://app.vendai.com.br' });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectSafe(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('img-src')).toBe("'self' data: blob: https:");
  expect(csp.get('media-src')).toBe("'self' data: blob:");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return csp;
}

describe('security headers', () => {
  it('are on the page, an API answer (even an error) and a static file', async () => {
    const page = await plain.app.inject({ method: 'GET', url: '/inbox' });
    expect(page.statusCode).toBe(200);
    expect(expectSafe(page).get('connect-src')).toBe("'self' ws://localhost:3000");
    const api = await plain.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.statusCode).toBe(401);
    expectSafe(api);
    const file = await plain.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(file.statusCode).toBe(200);
    expectSafe(file);
    // Plain http (a laptop, the tests): no HSTS, which would lock the browser out of it.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and the secure socket when PUBLIC_URL is https', async () => {
    const page = await secure.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(expectSafe(page).get('connect-src')).toBe("'self' wss://app.vendai.com.br");
    const api = await secure.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
