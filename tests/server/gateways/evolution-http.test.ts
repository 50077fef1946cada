import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../../server/gateways/errors';
import { EvolutionHttpClient } from '../../../server/gateways/evolution/http-client';

// The Evolution client's transport: what reaches the server and what a failure becomes.
describe('Evolution HTTP transport', () => {
  let server: Server | undefined;
  const seen: string[] = [];

  const serve = async (handle: (request: IncomingMessage, response: ServerResponse) => void) => {
    seen.length = 0;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${request.headers.apikey ?? ''} ${body}`.trim());
        handle(request, response);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  it('follows a server that moved, keeping the method, key and body of a 307/308', async () => {
    const base = await serve((request, response) => {
      if (request.url?.startsWith('/old/')) {
        response.writeHead(request.method === 'GET' ? 301 : 308, {
          location: request.url.replace('/old/', '/new/'),
        });
        response.end();
        return;
      }
      json(response, 200, { ok: request.url });
    });
    const client = new EvolutionHttpClient({ baseUrl: `${base}/old`, apiKey: 'chave' });

    await expect(client.request({ method: 'GET', path: ['instance', 'fetchInstances'] })).resolves.toEqual({
      ok: '/new/instance/fetchInstances',
    });
    await expect(
      client.request({ method: 'POST', path: ['message', 'sendText', 'loja'], body: { text: 'Olá' } }),
    ).resolves.toEqual({ ok: '/new/message/sendText/loja' });
    expect(seen).toEqual([
      'GET /old/instance/fetchInstances chave',
      'GET /new/instance/fetchInstances chave',
      'POST /old/message/sendText/loja chave {"text":"Olá"}',
      'POST /new/message/sendText/loja chave {"text":"Olá"}',
    ]);
  });

  it('times out a server that stalls in the middle of its answer', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"key":');
    });
    const client = new EvolutionHttpClient({ baseUrl: base, apiKey: 'chave', timeoutMs: 150 });

    const error = await client
      .request({ method: 'GET', path: ['instance', 'fetchInstances'] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'timeout', gatewayMessage: 'No answer within 150 ms' });
  });

  it('reports a server that refuses the connection as unavailable, naming the address', async () => {
    const base = await serve(() => undefined);
    server?.close();
    server = undefined;
    const client = new EvolutionHttpClient({ baseUrl: base, apiKey: 'chave' });

    const error = await client
      .request({ method: 'GET', path: ['instance', 'fetchInstances'] })
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((error as GatewayError).gatewayMessage).toContain('ECONNREFUSED');
  });
});
