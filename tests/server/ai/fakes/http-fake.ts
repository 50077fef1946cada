/**
 * A tiny HTTP server on 127.0.0.1 that records every request and answers from a script, the base of
 * the OpenAI and Gemini fakes. Tests assert on what was sent, not only on what came back.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string | Uint8Array;
  /** Waits before answering, to provoke client time-outs. */
  delayMs?: number;
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order, before the default handler takes over again. */
  enqueue(...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

export const jsonBody = (request: RecordedRequest): unknown => JSON.parse(request.body.toString('utf8'));

/** Parses a multipart body with the platform's own parser (undici), as a real server would. */
export async function formDataBody(request: RecordedRequest): Promise<FormData> {
  const contentType = String(request.headers['content-type'] ?? '');
  return new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(request.body),
  }).formData();
}

function send(res: ServerResponse, reply: FakeReply): void {
  if (res.destroyed) return;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: string | Uint8Array = '';
  if (reply.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(reply.json);
  } else if (reply.body !== undefined) {
    payload = reply.body;
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(payload);
}

export async function startFakeServer(handler: (request: RecordedRequest) => FakeReply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const reply = queue.shift() ?? handler(recorded);
      if (reply.delayMs) setTimeout(() => send(res, reply), reply.delayMs).unref();
      else send(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
