import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../tests/web/builders';
import { jsonResponse } from '../../tests/web/session';
import { createAuthProvider } from './authProvider';
import { apiRequest, createHttpClient } from './httpClient';
import { errorMessageOf, fieldErrorsOf, serverMessageOf } from './httpError';
import { getToken, saveSession } from './session';

const failWith = async (response: Response): Promise<HttpError> => {
  const client = createHttpClient({ fetch: async () => response, onSessionEnded: () => {} });
  const error = await client('/api/x').catch((caught: unknown) => caught);
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  return error;
};

describe('httpClient error messages (spec 1 §8)', () => {
  it("prefers our server's human `message` over its `error` code", async () => {
    const error = await failWith(jsonResponse(400, { error: 'validation', message: 'Email inválido' }));
    expect(error.message).toBe('400: Email inválido');
    expect(error.status).toBe(400);
  });

  it('falls back to `error` when there is no message', async () => {
    expect((await failWith(jsonResponse(409, { error: 'Telefone já cadastrado' }))).message).toBe(
      '409: Telefone já cadastrado',
    );
  });

  it('uses the raw text when the body is not JSON', async () => {
    const error = await failWith(
      new Response('Serviço indisponível', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(error.message).toBe('503: Serviço indisponível');
  });

  it('never shows an HTML page: the status text is used instead', async () => {
    const html = new Response('<!DOCTYPE html><html><body>Bad Gateway</body></html>', {
      status: 502,
      statusText: 'Bad Gateway',
    });
    expect((await failWith(html)).message).toBe('502: Bad Gateway');
  });

  it('uses the status text for an empty body', async () => {
    expect(
      (await failWith(new Response(null, { status: 500, statusText: 'Internal Server Error' }))).message,
    ).toBe('500: Internal Server Error');
  });

  it('exposes the server message and the field details to the screens', async () => {
    const error = await failWith(
      jsonResponse(400, {
        error: 'validation',
        message: 'Email inválido',
        details: [{ field: 'email', message: 'Email inválido' }],
      }),
    );
    expect(serverMessageOf(error)).toBe('Email inválido');
    expect(fieldErrorsOf(error)).toEqual([{ field: 'email', message: 'Email inválido' }]);
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('errorMessageOf follows the same order for any body', () => {
    expect(errorMessageOf({ message: '  ', error: 'code' }, '', 'Bad')).toBe('code');
    expect(errorMessageOf(null, '   ', '')).toBe('Error');
  });
});

describe('httpClient requests', () => {
  it('sends the bearer token, credentials and a JSON body', async () => {
    saveSession('abc', buildPublicUser());
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(201, { id: '1' }),
    );
    const client = createHttpClient({ fetch: fetchMock });
    const { json, status } = await client('/api/things', { method: 'POST', body: { name: 'Ana' } });
    expect(status).toBe(201);
    expect(json).toEqual({ id: '1' });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Ana"}');
  });

  it('gives null for 204 and empty bodies, and the text of a non-JSON answer', async () => {
    const answers = [
      new Response(null, { status: 204 }),
      new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      new Response('pong', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      new Response('{broken', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ];
    const client = createHttpClient({
      fetch: async () => answers.shift() ?? new Response(null, { status: 204 }),
    });
    expect(await apiRequest('DELETE', '/api/a', undefined, client)).toBeNull();
    expect(await apiRequest('GET', '/api/b', undefined, client)).toBeNull();
    expect(await apiRequest('GET', '/api/c', undefined, client)).toBe('pong');
    expect(await apiRequest('GET', '/api/d', undefined, client)).toBeNull();
  });

  it('refuses a body that cannot become JSON', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const client = createHttpClient({ fetch: async () => jsonResponse(200, {}) });
    await expect(client('/api/x', { method: 'POST', body: circular })).rejects.toThrow(
      /^Failed to serialize request body: /,
    );
  });

  it('on a 401 clears the stored token and sends the browser to /login', async () => {
    saveSession('expired', buildPublicUser());
    const onSessionEnded = vi.fn();
    const client = createHttpClient({
      fetch: async () => jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }),
      onSessionEnded,
    });
    await expect(client('/api/users')).rejects.toMatchObject({
      status: 401,
      message: '401: Sessão expirada',
    });
    expect(getToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 403: the role was refused, the session is still valid', async () => {
    saveSession('valid', buildPublicUser());
    const onSessionEnded = vi.fn();
    const client = createHttpClient({
      fetch: async () => jsonResponse(403, { error: 'forbidden', message: 'Acesso negado' }),
      onSessionEnded,
    });
    await expect(client('/api/users')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('valid');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('leaves a 401 beside a session check of the same token to the check, whichever answers first', async () => {
    saveSession('stale', buildPublicUser());
    let answerCheck: (response: Response) => void = () => {};
    const auth = createAuthProvider({
      fetch: () => new Promise<Response>((resolve) => (answerCheck = resolve)),
    });
    const checked = auth.checkAuth({}).then(
      () => 'kept',
      () => 'ended',
    );
    const onSessionEnded = vi.fn();
    const client = createHttpClient({
      fetch: async () => jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }),
      onSessionEnded,
    });
    const data = client('/api/stats').catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The data's 401 came first: the session is not ended until the check answers.
    expect(getToken()).toBe('stale');
    answerCheck(jsonResponse(401, { error: 'unauthorized', message: 'Token inválido' }));
    expect(await checked).toBe('ended');
    expect(await data).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends nothing on a 401 to a session that is already gone or replaced', async () => {
    saveSession('old', buildPublicUser());
    let answer: (response: Response) => void = () => {};
    const onSessionEnded = vi.fn();
    const client = createHttpClient({
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      onSessionEnded,
    });
    const request = client('/api/users').catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 0));
    saveSession('new', buildPublicUser());
    answer(jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }));
    expect(await request).toMatchObject({ status: 401 });
    expect(getToken()).toBe('new');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
