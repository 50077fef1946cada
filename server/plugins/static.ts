import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../lib/errors';

/** Vite fingerprints everything under /assets, so those files never change under the same name. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The entry page names the current assets: it must be revalidated on every visit. */
const ENTRY_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Vendaí</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Vendaí</h1>
<p>O servidor está no ar, mas o aplicativo web ainda não foi compilado.</p>
<p>Execute <code>npm run build</code> e recarregue esta página.</p>
</body>
</html>
`;

/** Paths that belong to the server and never fall back to the SPA. */
function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/ws' || path.startsWith('/ws/');
}

function setCacheHeaders(reply: FastifyReply, compressedOrPlain: string): void {
  const path = compressedOrPlain.replace(/\.(br|gz)$/, '');
  if (path.endsWith('index.html')) reply.header('Cache-Control', ENTRY_CACHE);
  else if (/[\\/]assets[\\/]/.test(path)) reply.header('Cache-Control', ASSET_CACHE);
  else reply.header('Cache-Control', 'public, max-age=3600');
}

/**
 * Serves the built React app from `config.webDistDir`, answering index.html for any other page
 * path so client-side routes survive a reload. Without a build, `/` explains how to make one.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE));
    return;
  }

  await app.register(fastifyStatic, {
    root,
    // The build is fixed for the life of the process: one route per file, and unknown paths fall
    // through to the SPA route below instead of the static 404.
    wildcard: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  app.get('/*', async (request, reply) => {
    if (isServerPath(request.url)) throw notFound('Rota não encontrada');
    return reply.header('Cache-Control', ENTRY_CACHE).sendFile('index.html');
  });
}
