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

  it("creates the dashboard's instance with a plain create on instances", async () => {
    const instance = buildInstance({ name: 'Loja Norte' });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(201, { ...instance, qrCode: null }),
    );
    const provider = buildDataProvider('/api', createHttpClient({ fetch: fetchMock }));
    const body = { name: 'Loja Norte', phone: '5531987654321' };
    const { data: created } = await provider.create('instances', { data: body });
    expect(created).toMatchObject({ id: instance.id, name: 'Loja Norte', qrCode: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/instances');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(provider).not.toHaveProperty('createDashboardInstance');
  });

  it('sends the bonus configurations and the seller reviews to their admin routes with plain CRUD', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(201, { id: 'r-1' }),
    );
    const provider = buildDataProvider('/api', createHttpClient({ fetch: fetchMock }));
    await provider.create('bonus-configurations', { data: { name: 'Meta' } });
    await provider.create('seller-reviews', { data: { userId: 'u-1' } });
    await expect(provider.delete('seller-reviews', { id: 'r-1' })).resolves.toEqual({ data: { id: 'r-1' } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /api/admin/bonus-configurations',
      'POST /api/admin/seller-reviews',
      'DELETE /api/admin/seller-reviews/r-1',
    ]);
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
