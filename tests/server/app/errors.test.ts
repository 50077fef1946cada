import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import { createTestApp, errorOf, signedInUser, type TestApp } from '../helpers/app';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInUser(t, 'admin')).headers;
});
afterAll(() => t.close());

describe('malformed requests', () => {
  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_json',
      message: 'JSON inválido no corpo da requisição',
    });
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).error).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'x'.repeat(1024 * 1024 + 10), email: 'a@b.com', password: '123456' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'Corpo da requisição muito grande',
    });
  });

  it('answers 400 for a body of the wrong shape or with wrong types, never 500', async () => {
    for (const payload of [[], 'texto', null, { name: 123, email: true, password: null, role: 7 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
    }
  });

  it('names the body when the body itself is not an object, in Portuguese', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers, payload: [] });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.details).toEqual([{ field: 'body', message: body.message }]);
    expect(body.message).toMatch(/^Entrada inválida/);
  });

  it('names every wrong field with the contract messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 123, email: true, password: null, role: 7 },
    });
    expect(errorOf(response).details).toEqual([
      { field: 'name', message: 'Nome deve ter pelo menos 2 caracteres' },
      { field: 'email', message: 'Email inválido' },
      { field: 'password', message: 'Senha deve ter pelo menos 6 caracteres' },
      { field: 'role', message: 'Tipo de usuário inválido' },
    ]);
  });

  it('answers 400 naming the field for a non-UUID id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/users/123',
        headers,
        ...(method === 'PUT' ? { payload: { name: 'Ana', email: 'a@b.com' } } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_error',
        message: 'ID inválido',
        details: [{ field: 'id', message: 'ID inválido' }],
      });
    }
  });

  it('answers 400 naming the parameter for bad list parameters', async () => {
    const cases: Array<[string, string]> = [
      ['range=[0,', 'range'],
      ['range=[5,1]', 'range'],
      ['range={"a":1}', 'range'],
      ['sort=["passwordHash","ASC"]', 'sort'],
      ['sort=["email","UP"]', 'sort'],
      ['filter=nope', 'filter'],
      ['filter={"id":"123"}', 'filter.id'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/api/users?${encodeURI(query)}`, headers });
      expect(response.statusCode, query).toBe(400);
      const body = errorOf(response);
      expect(body.error).toBe('validation_error');
      expect(body.details).toEqual([{ field, message: body.message }]);
    }
  });

  it('answers a JSON 404 for an unknown API route', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/nao-existe', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Rota não encontrada' });
    }
  });
});

describe('server errors', () => {
  it('hides the internals of a 500 and logs the real error', async () => {
    const logged: unknown[] = [];
    const app = await buildApp({ config: testConfig(), database: t.database });
    app.get('/api/explode', { config: { public: true } }, async () => {
      throw new Error('connection string postgres://segredo@db');
    });
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error);
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: 'Erro interno do servidor' });
    expect(response.body).not.toContain('segredo');
    expect(logged).toHaveLength(1);
    await app.close();
  });
});
