import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidParameter, invalidToken, objectNotFound, sendGraphError } from './graph-errors';
import { completeSession, findSession, openSession, SIMULATOR_APP_ID, tokenOfApp } from './uploads';

/**
 * `GET /app` and the Resumable Upload API (PROTOCOL §7.1) on the simulator's Graph root. The upload
 * host reads the token as `OAuth <token>`; the Graph calls as `Bearer`; either opens here.
 */

/** Meta takes a PDF up to 100 MB as a header sample. */
const UPLOAD_BODY_LIMIT = 110 * 1024 * 1024;

const SessionQuery = z.object({
  file_name: z.string().min(1).max(255),
  file_length: z.coerce.number().int().positive(),
  file_type: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
});

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^(?:Bearer|OAuth)\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

export function registerUploadRoutes(graph: FastifyInstance, app: FastifyInstance): void {
  graph.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const opens = async (request: FastifyRequest): Promise<boolean> => {
    const token = tokenOf(request);
    return token !== null && (await tokenOfApp(app.db, app.config.encryptionKey, token));
  };

  graph.get('/app', async (request, reply) => {
    if (!(await opens(request))) return sendGraphError(reply, invalidToken());
    return { id: SIMULATOR_APP_ID, name: 'Vendaí (simulador)', link: 'https://www.facebook.com/' };
  });

  graph.post('/:appId/uploads', async (request, reply) => {
    const { appId } = z.object({ appId: z.string().max(64) }).parse(request.params);
    if (!(await opens(request))) return sendGraphError(reply, invalidToken());
    if (appId !== SIMULATOR_APP_ID) return sendGraphError(reply, objectNotFound(appId));
    const query = SessionQuery.safeParse(request.query);
    if (!query.success)
      return sendGraphError(reply, invalidParameter(query.error.issues[0]?.path.join('.') ?? 'query'));
    const { file_name: name, file_type: type, file_length: length } = query.data;
    const session = await openSession(app.db, { name, type, length });
    return { id: session.id };
  });

  graph.post('/:sessionId', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const { sessionId } = z.object({ sessionId: z.string().max(512) }).parse(request.params);
    if (!(await opens(request))) return sendGraphError(reply, invalidToken());
    const session = sessionId.startsWith('upload:') ? await findSession(app.db, sessionId) : undefined;
    if (!session) return sendGraphError(reply, objectNotFound(sessionId));
    if (request.headers.file_offset !== '0')
      return sendGraphError(reply, invalidParameter('file_offset: only 0 is supported'));
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length !== session.fileLength)
      return sendGraphError(reply, invalidParameter(`file_length: expected ${session.fileLength} bytes`));
    return { h: await completeSession(app.db, session, bytes) };
  });
}
