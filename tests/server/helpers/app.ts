import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, testConfig } from '../../../server/config';
import type { Database, Db } from '../../../server/db/client';
import { instances, organizations, userSessions, users } from '../../../server/db/schema';
import type { Clock } from '../../../server/lib/clock';
import { hashPassword } from '../../../server/lib/password';
import { freshDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  close(): Promise<void>;
}

/** The app on a fresh, migrated database of its own; call `close()` in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, clock: options.clock });
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
  options: { plan?: 'starter' | 'professional' | 'enterprise'; name?: string } = {},
): Promise<{ id: string }> {
  const name = options.name ?? `Loja ${suffix()}`;
  const [row] = await db
    .insert(organizations)
    .values({ name, slug: `loja-${suffix()}`, plan: options.plan ?? 'starter' })
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

/**
 * Signs in through the real route. The session never goes idle, so tests that move the app's clock
 * by hours or days keep acting as the same person; pass `{ idleSessions: true }` to test the idle
 * sign-out itself.
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { idleSessions?: boolean } = {},
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const { token, user } = response.json<{ token: string; user: { id: string } }>();
  if (!options.idleSessions) {
    await app.db
      .update(userSessions)
      .set({ lastSeenAt: SESSION_ALWAYS_ACTIVE })
      .where(eq(userSessions.userId, user.id));
  }
  return token;
}

/** A last activity in the far future: the idle check never fires and the sweep never removes it. */
const SESSION_ALWAYS_ACTIVE = new Date('9999-12-31T00:00:00Z');

export const authHeader = (token: string): { authorization: string } => ({
  authorization: `Bearer ${token}`,
});

/** A user of the role in the organization (a new one by default), signed in (see `login`). */
export async function signedInUser(
  testApp: TestApp,
  role: 'vendedor' | 'admin' | 'super_admin',
  organizationId?: string,
  options: { idleSessions?: boolean } = {},
): Promise<TestUser & { token: string; headers: { authorization: string } }> {
  const orgId = organizationId ?? (await createOrganization(testApp.db)).id;
  const user = await createUser(testApp.db, orgId, { role });
  const token = await login(testApp.app, user.email, user.password, options);
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
