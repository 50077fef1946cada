import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstanceRow,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
  uniqueEmail,
} from '../helpers/app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let colleagueId: string;
let ownInstance: { id: string };
let colleagueInstance: { id: string };

const FORBIDDEN = { error: 'forbidden', message: 'Acesso restrito a administradores' };

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedInUser(t, 'vendedor');
  const colleague = await createUser(t.db, seller.organizationId);
  colleagueId = colleague.id;
  ownInstance = await createInstanceRow(t.db, seller.organizationId, seller.id);
  colleagueInstance = await createInstanceRow(t.db, seller.organizationId, colleague.id);
});
afterAll(() => t.close());

describe('a vendedor', () => {
  it('gets 403 on every user-management route and on instance edits', async () => {
    const userBody = { name: 'Nova Pessoa', email: uniqueEmail(), password: 'segredo1', role: 'admin' };
    const requests = [
      { method: 'GET' as const, url: '/api/users' },
      { method: 'GET' as const, url: `/api/users/${colleagueId}` },
      { method: 'POST' as const, url: '/api/users', payload: userBody },
      { method: 'POST' as const, url: '/api/create-user-production-v4', payload: userBody },
      { method: 'PUT' as const, url: `/api/users/${colleagueId}`, payload: userBody },
      { method: 'DELETE' as const, url: `/api/users/${colleagueId}` },
      {
        method: 'PUT' as const,
        url: `/api/instances/${ownInstance.id}`,
        payload: { name: 'Minha', phone: '11999999999' },
      },
      { method: 'DELETE' as const, url: `/api/instances/${ownInstance.id}` },
      {
        method: 'POST' as const,
        url: '/api/users-with-instances',
        payload: { userId: seller.id, instanceName: 'Mais uma', instancePhone: '11999999999' },
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: seller.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('lists only its own instances', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/instances', headers: seller.headers });
    expect(response.json().map((item: { id: string }) => item.id)).toEqual([ownInstance.id]);
    expect(response.headers['content-range']).toBe('instances 0-0/1');
  });

  it("reads its own instance and gets 404 for a colleague's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${ownInstance.id}`,
      headers: seller.headers,
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${colleagueInstance.id}`,
      headers: seller.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('admin and super_admin', () => {
  it.each(['admin', 'super_admin'] as const)('%s manages the users and sees every instance', async (role) => {
    const manager = await signedInUser(t, role, seller.organizationId);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: manager.headers });
    expect(list.statusCode).toBe(200);
    const instances = await t.app.inject({ method: 'GET', url: '/api/instances', headers: manager.headers });
    expect(instances.json().map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([ownInstance.id, colleagueInstance.id]),
    );
  });
});
