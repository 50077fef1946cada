import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, testConfig } from '../../../server/config';
import type { Database, Db } from '../../../server/db/client';
import { instances, organizations, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/password';
import { freshDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  close(): Promise<void>;
}

/** The app on a fresh, migrated database of its own; call `close()` in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const suffix = () => randomBytes(4).toString('hex');

/** An address no other test of the file uses, so tests never collide on the unique e-mail. */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}.${suffix()}@example.com`;

export async function createOrganization(
  db: Db,
  options: {
    plan?: 'starter' | 'professional' | 'enterprise';
    name?: string;
    /**
     * Staff stay signed in through the longest idle time the settings allow (8 h), for tests that
     * move the clock by hours between two calls of the same operator.
     */
    longSessions?: boolean;
  } = {},
): Promise<{ id: string }> {
  const name = options.name ?? `Loja ${suffix()}`;
  const [row] = await db
    .insert(organizations)
    .values({
      name,
      slug: `loja-${suffix()}`,
      plan: options.plan ?? 'starter',
      settings: options.longSessions ? { sessionTimeout: 480 } : {},
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization not created');
  return row;
}

export interface TestUser {
  id: string;
  organizationId: string;
  email: string;
  password: string;
}

export async function createUser(
  db: Db,
  organizationId: string,
  options: {
    role?: 'vendedor' | 'admin' | 'super_admin';
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'vendedor');
  const password = options.password ?? 'senha-segura-123';
  const [row] = await db
    .insert(users)
    .values({
      organizationId,
      firstName: options.firstName ?? 'Ana',
      lastName: options.lastName ?? 'Souza',
      email,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'vendedor',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, organizationId, email, password };
}

/** An instance row written directly, for fixtures that must not go through the plan limit. */
export async function createInstanceRow(
  db: Db,
  organizationId: string,
  userId: string,
  options: { name?: string; phone?: string } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(instances)
    .values({
      organizationId,
      userId,
      name: options.name ?? `Instância ${suffix()}`,
      phone: options.phone ?? '5511999990000',
      gatewayInstanceName: `teste-${suffix()}`,
      webhookSecret: suffix(),
    })
    .returning({ id: instances.id });
  if (!row) throw new Error('instance not created');
  return row;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

export const authHeader = (token: string): { authorization: string } => ({
  authorization: `Bearer ${token}`,
});

/** An organization with one logged-in user of the given role. */
export async function signedInUser(
  testApp: TestApp,
  role: 'vendedor' | 'admin' | 'super_admin',
  organizationId?: string,
): Promise<TestUser & { token: string; headers: { authorization: string } }> {
  const orgId = organizationId ?? (await createOrganization(testApp.db)).id;
  const user = await createUser(testApp.db, orgId, { role });
  const token = await login(testApp.app, user.email, user.password);
  return { ...user, token, headers: authHeader(token) };
}

/** The `{ error, message }` body of a failed response. */
export function errorOf(response: LightMyRequestResponse): {
  error: string;
  message: string;
  details?: unknown;
} {
  return response.json();
}
