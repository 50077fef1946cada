/** The empty react-admin page the product's load is compared with, built and served in the run. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const EMPTY_ADMIN_SOURCE = new URL('./empty-admin', import.meta.url).pathname;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A plain static server: files as they are, index.html for any other path (client-side routes). */
export async function serveStatic(dir: string): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The empty react-admin page, built by Vite in this run into a temp folder. */
export async function buildEmptyAdmin(): Promise<{ dir: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'vendai-bench-empty-admin-'));
  await build({
    configFile: false,
    root: EMPTY_ADMIN_SOURCE,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
