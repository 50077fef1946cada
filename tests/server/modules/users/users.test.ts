import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/db/schema';
import { isUniqueViolation } from '../../../../server/lib/db-errors';
import { insertUser } from '../../../../server/modules/users/repository';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  login,
  signedInUser,
  type TestApp,
  uniqueEmail,
} from '../../helpers/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // Enterprise: these tests create many users; the plan limits have their own file.
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, url = '/api/users') =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

describe('POST /api/users and /api/create-user-production-v4', () => {
  it.each(['/api/users', '/api/create-user-production-v4'])('%s creates a user', async (url) => {
    const email = uniqueEmail('novo');
    const response = await create(
      {
        name: '  Bruno   Alves Costa ',
        email: `  ${email.toUpperCase()} `,
        password: 'segredo1',
        role: 'admin',
      },
      url,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      organizationId: admin.organizationId,
      name: 'Bruno Alves Costa',
      first_name: 'Bruno',
      last_name: 'Alves Costa',
      firstName: 'Bruno',
      lastName: 'Alves Costa',
      email,
      role: 'admin',
      createdAt: expect.any(String),
      instances: [],
    });
    await login(t.app, email, 'segredo1');
  });

  it('defaults the role to vendedor', async () => {
    const response = await create({ name: 'Célia', email: uniqueEmail(), password: 'segredo1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'vendedor', firstName: 'Célia', lastName: '' });
  });

  it('refuses an e-mail already in use, in any letter case and in any organization', async () => {
    const elsewhere = await createUser(t.db, (await createOrganization(t.db)).id);
    for (const email of [admin.email.toUpperCase(), elsewhere.email]) {
      const response = await create({ name: 'Outra Pessoa', email, password: 'segredo1' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'email_taken', message: 'Este email já está em uso' });
    }
  });
});

describe('the e-mail index', () => {
  it('is recognised when two writes race past the check', async () => {
    const values = {
      firstName: 'Duplo',
      lastName: '',
      email: admin.email.toUpperCase(),
      role: 'vendedor' as const,
    };
    const error = await insertUser(t.db, admin.organizationId, { ...values, passwordHash: 'x' }).catch(
      (e) => e,
    );
    expect(isUniqueViolation(error, 'users_email_live_key')).toBe(true);
    expect(isUniqueViolation(error, 'another_index')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the user with its live instances only', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const kept = await createInstanceRow(t.db, admin.organizationId, seller.id, { name: 'Loja Centro' });
    const gone = await createInstanceRow(t.db, admin.organizationId, seller.id);
    await t.app.inject({ method: 'DELETE', url: `/api/instances/${gone.id}`, headers: admin.headers });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(seller.id);
    expect(body.instances).toEqual([
      expect.objectContaining({ id: kept.id, name: 'Loja Centro', userId: seller.id, isDeleted: false }),
    ]);
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Usuário não encontrado' });
  });
});

describe('PUT /api/users/:id', () => {
  it('keeps the current password when the new one is blank or missing', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    for (const password of ['', undefined]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${seller.id}`,
        headers: admin.headers,
        payload: { name: 'Daniel Rocha', email: seller.email, password, role: 'vendedor' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Daniel Rocha',
        first_name: 'Daniel',
        last_name: 'Rocha',
      });
      await login(t.app, seller.email, seller.password);
    }
  });

  it('changes the password, e-mail and role when given', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const email = uniqueEmail('mudou');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
      payload: { name: 'Eva', email, password: 'nova-senha', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, role: 'admin', instances: [] });
    await login(t.app, email, 'nova-senha');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: seller.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it("refuses another user's e-mail but accepts the user's own", async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
      payload: { name: 'Fábio', email: admin.email, role: 'vendedor' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).error).toBe('email_taken');
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
      payload: { name: 'Fábio', email: seller.email.toUpperCase(), role: 'vendedor' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('does not let an admin change its own role', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: admin.headers,
      payload: { name: 'Admin', email: admin.email, role: 'vendedor' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).error).toBe('cannot_change_own_role');
  });

  it('does not let an admin edit or delete a super_admin', async () => {
    const owner = await createUser(t.db, admin.organizationId, { role: 'super_admin' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: admin.headers,
      payload: { name: 'Dono', email: owner.email, role: 'vendedor' },
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.id}`,
      headers: admin.headers,
    });
    expect(edit.statusCode).toBe(403);
    expect(remove.statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('soft-deletes the user and its instances and answers the record', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const instance = await createInstanceRow(t.db, admin.organizationId, seller.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: seller.id,
      email: seller.email,
      instances: [expect.objectContaining({ id: instance.id, isDeleted: true })],
    });

    const [row] = await t.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/instances', headers: admin.headers });
    const ids = list.json<Array<{ id: string }>>().map((item) => item.id);
    expect(ids).not.toContain(instance.id);
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
    });
    expect(single.statusCode).toBe(404);
  });

  it('frees the e-mail of the deleted user', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${seller.id}`, headers: admin.headers });
    const response = await create({ name: 'Nova Pessoa', email: seller.email, password: 'segredo1' });
    expect(response.statusCode).toBe(201);
    await login(t.app, seller.email, 'segredo1');
  });

  it('refuses to delete the signed-in user', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'cannot_delete_self',
      message: 'Você não pode remover seu próprio usuário',
    });
  });
});
