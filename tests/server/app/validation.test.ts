import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, users } from '../../../server/db/schema';
import {
  createInstanceRow,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
  uniqueEmail,
} from '../helpers/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let seller: { id: string };
let instance: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'admin');
  seller = await createUser(t.db, admin.organizationId);
  instance = await createInstanceRow(t.db, admin.organizationId, seller.id);
});
afterAll(() => t.close());

const validUser = () => ({ name: 'Ana Souza', email: uniqueEmail(), password: 'segredo1', role: 'vendedor' });
const validInstance = () => ({
  userId: seller.id,
  createInstance: true,
  instanceName: 'Loja Centro',
  instancePhone: '11987654321',
});

async function expectFieldError(
  request: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown> },
  field: string,
  message: string,
) {
  const response = await t.app.inject({ ...request, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.error).toBe('validation_error');
  expect(body.message).toBe(message);
  expect(body.details).toContainEqual({ field, message });
}

describe('user form rules (spec 3 §5)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short name', { name: 'A' }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    ['a blank name', { name: '   ' }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    ['a missing name', { name: undefined }, 'name', 'Nome deve ter pelo menos 2 caracteres'],
    ['an invalid e-mail', { email: 'ana@' }, 'email', 'Email inválido'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email inválido'],
    ['a short password', { password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    ['an unknown role', { role: 'gerente' }, 'role', 'Tipo de usuário inválido'],
    ['the super_admin role', { role: 'super_admin' }, 'role', 'Tipo de usuário inválido'],
  ];

  it.each(cases)('create refuses %s', async (_label, override, field, message) => {
    await expectFieldError(
      { method: 'POST', url: '/api/users', payload: { ...validUser(), ...override } },
      field,
      message,
    );
  });

  it.each(cases.filter(([, override]) => !('password' in override)))(
    'edit refuses %s',
    async (_label, override, field, message) => {
      await expectFieldError(
        { method: 'PUT', url: `/api/users/${seller.id}`, payload: { ...validUser(), ...override } },
        field,
        message,
      );
    },
  );

  it('edit refuses a short non-blank password', async () => {
    await expectFieldError(
      { method: 'PUT', url: `/api/users/${seller.id}`, payload: { ...validUser(), password: '123' } },
      'password',
      'Senha deve ter pelo menos 6 caracteres',
    );
  });

  it('stores nothing when the body is invalid', async () => {
    const email = uniqueEmail('invalido');
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { ...validUser(), email, password: '1' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('instance form rules (spec 3 §5)', () => {
  const createCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing user', { userId: undefined }, 'userId', 'Selecione um usuário para criar a instância'],
    ['a blank user', { userId: '' }, 'userId', 'Selecione um usuário para criar a instância'],
    ['a user id that is not an id', { userId: 'abc' }, 'userId', 'ID inválido'],
    ['a short name', { instanceName: 'A' }, 'instanceName', 'Nome da instância é obrigatório'],
    ['a missing name', { instanceName: undefined }, 'instanceName', 'Nome da instância é obrigatório'],
    [
      'a short phone',
      { instancePhone: '(11) 9876' },
      'instancePhone',
      'Telefone deve ter pelo menos 10 dígitos',
    ],
    [
      'a phone of letters',
      { instancePhone: 'abcdefghijkl' },
      'instancePhone',
      'Telefone deve ter pelo menos 10 dígitos',
    ],
    [
      'a missing phone',
      { instancePhone: undefined },
      'instancePhone',
      'Telefone deve ter pelo menos 10 dígitos',
    ],
    [
      'a short notification phone',
      { notificationPhone: '1234' },
      'notificationPhone',
      'Telefone de notificação deve ter pelo menos 10 dígitos',
    ],
  ];

  it.each(createCases)('create refuses %s', async (_label, override, field, message) => {
    await expectFieldError(
      { method: 'POST', url: '/api/users-with-instances', payload: { ...validInstance(), ...override } },
      field,
      message,
    );
  });

  it('create refuses a wrong type for a switch', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users-with-instances',
      headers: admin.headers,
      payload: { ...validInstance(), bikerHubEnabled: 'sim' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'bikerHubEnabled', message: expect.any(String) }]);
  });

  const editCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short name', { name: 'A' }, 'name', 'Nome da instância é obrigatório'],
    ['a short phone', { phone: '123' }, 'phone', 'Telefone deve ter pelo menos 10 dígitos'],
  ];

  it.each(editCases)('edit refuses %s', async (_label, override, field, message) => {
    await expectFieldError(
      {
        method: 'PUT',
        url: `/api/instances/${instance.id}`,
        payload: { name: 'Loja', phone: '11987654321', ...override },
      },
      field,
      message,
    );
    const [row] = await t.db
      .select({ name: instances.name })
      .from(instances)
      .where(eq(instances.id, instance.id));
    expect(row?.name).not.toBe('A');
  });
});
