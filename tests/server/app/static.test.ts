import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { freshDatabase } from '../helpers/db';

let database: Database;
let dist: string;
let built: FastifyInstance;
let notBuilt: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  dist = mkdtempSync(join(tmpdir(), 'vendai-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  writeFileSync(join(dist, 'assets', 'app-def456.js'), 'console.log("plain")');
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync('console.log("plain")'));
  writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), gzipSync('console.log("plain")'));
  built = await buildApp({ config: testConfig({ webDistDir: dist }), database });
  notBuilt = await buildApp({ config: testConfig({ webDistDir: join(dist, 'missing') }), database });
});
afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('with a built web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await built.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="root"');
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await built.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of the build to a browser that accepts it, and the plain file otherwise', async () => {
    const url = '/assets/app-def456.js';
    const br = await built.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("plain")');
    const gz = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await built.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  it('serves other files of the build', async () => {
    const response = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
  });

  it("does not serve the build's manifest (it is for the bench, not for browsers)", async () => {
    const response = await built.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('assets/index-abc123.js');
  });

  it('answers index.html for client-side routes', async () => {
    for (const url of ['/whatsapp', '/chat?conversation=abc', '/simple-users/123/edit']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a plain GET of the socket path with 426 and what to do', async () => {
    const response = await built.inject({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({
      error: 'upgrade_required',
      message: 'Conecte-se a /ws por WebSocket',
    });
  });

  it('keeps unknown API and socket paths a JSON 404', async () => {
    for (const url of ['/api/nao-existe', '/api', '/ws/x', '/api/users/x/y']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Rota não encontrada' });
    }
  });
});

describe('without a build', () => {
  it('explains at / how to build the web app', async () => {
    const response = await notBuilt.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const response = await notBuilt.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
