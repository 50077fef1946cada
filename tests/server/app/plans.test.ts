import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganization,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
  uniqueEmail,
} from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (headers: { authorization: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: { name: 'Pessoa Nova', email: uniqueEmail(), password: 'segredo1' },
  });

const newInstance = (headers: { authorization: string }, userId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users-with-instances',
    headers,
    payload: { userId, instanceName: 'Loja', instancePhone: '11987654321' },
  });

describe('plan limits (spec 3 §9)', () => {
  it('stops a starter organization at 5 users, and deleted users do not count', async () => {
    const admin = await signedInUser(t, 'admin');
    for (let n = 2; n <= 5; n++) expect((await newUser(admin.headers)).statusCode).toBe(201);
    const sixth = await newUser(admin.headers);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({
      error: 'plan_limit',
      message: 'Seu plano Starter permite até 5 usuários. Faça upgrade para adicionar mais.',
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    const someone = list.json().find((user: { id: string }) => user.id !== admin.id);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${someone.id}`, headers: admin.headers });
    expect((await newUser(admin.headers)).statusCode).toBe(201);
  });

  it('stops a starter organization at 2 instances, and deleted instances do not count', async () => {
    const admin = await signedInUser(t, 'admin');
    const first = await newInstance(admin.headers, admin.id);
    expect(first.statusCode).toBe(201);
    expect((await newInstance(admin.headers, admin.id)).statusCode).toBe(201);
    const third = await newInstance(admin.headers, admin.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      error: 'plan_limit',
      message: 'Seu plano Starter permite até 2 instâncias. Faça upgrade para adicionar mais.',
    });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/instances/${first.json().id}`,
      headers: admin.headers,
    });
    expect((await newInstance(admin.headers, admin.id)).statusCode).toBe(201);
  });

  it('names the professional plan and its limit', async () => {
    const org = await createOrganization(t.db, { plan: 'professional' });
    const admin = await signedInUser(t, 'admin', org.id);
    for (let n = 1; n <= 5; n++) expect((await newInstance(admin.headers, admin.id)).statusCode).toBe(201);
    const sixth = await newInstance(admin.headers, admin.id);
    expect(sixth.json().message).toBe(
      'Seu plano Professional permite até 5 instâncias. Faça upgrade para adicionar mais.',
    );
  });

  it('lets an enterprise organization grow without limit', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise' });
    const admin = await signedInUser(t, 'admin', org.id);
    for (let n = 0; n < 5; n++) await createUser(t.db, org.id);
    expect((await newUser(admin.headers)).statusCode).toBe(201);
  });
});
