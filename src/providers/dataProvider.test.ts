import { describe, expect, it, vi } from 'vitest';
import { buildInstance, buildPublicUser } from '../../tests/web/builders';
import { jsonResponse } from '../../tests/web/session';
import { buildDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

describe('dataProvider', () => {
  it('creates an instance for a user with a plain create on users-with-instances', async () => {
    const instance = buildInstance({ name: 'Loja Sul' });
    const user = buildPublicUser();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(201, { id: instance.id, instance, user }),
    );
    const provider = buildDataProvider('/api', createHttpClient({ fetch: fetchMock }));
    const body = {
      userId: user.id,
      createInstance: true,
      instanceName: 'Loja Sul',
      instancePhone: '5511987654321',
      notificationPhone: null,
      notificationName: null,
      bikerHubEnabled: false,
    };
    const { data: created } = await provider.create('users-with-instances', { data: body });
    expect(created.instance.name).toBe('Loja Sul');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users-with-instances');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
  });

  it('lists with the simple REST dialect and reads the total from Content-Range', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, [{ id: '1' }], { 'Content-Range': 'users 0-0/1' }),
    );
    const provider = buildDataProvider('/api', createHttpClient({ fetch: fetchMock }));
    const result = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: '1' }], total: 1 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/users?');
  });

  it('returns the removed record when DELETE answers 204', async () => {
    const provider = buildDataProvider(
      '/api',
      createHttpClient({ fetch: async () => new Response(null, { status: 204 }) }),
    );
    const previousData = { id: 'x', name: 'Loja' };
    await expect(provider.delete('instances', { id: 'x', previousData })).resolves.toEqual({
      data: previousData,
    });
  });
});
