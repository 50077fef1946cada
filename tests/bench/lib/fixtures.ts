import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import { scheduleDatabaseMaintenance } from '../../../server/db/maintenance';
import { instances, organizations, users } from '../../../server/db/schema';
import type { Clock } from '../../../server/lib/clock';
import { hashPassword } from '../../../server/lib/password';
import { createInstance } from '../../../server/modules/instances/service';
import type { BenchDatabase } from './database';

/** The dealer's numbers, in the order the seed weights them (the first gets the most chats). */
export const INSTANCE_NAMES = ['Loja Centro', 'Loja Zona Sul', 'Seminovos Premium', 'Motos e Peças'] as const;

export interface BenchInstance {
  id: string;
  name: string;
  ownerId: string;
  webhookSecret: string;
  gatewayInstanceName: string;
}

export interface BenchTenant {
  organizationId: string;
  adminId: string;
  /** Bearer token of the organization's admin, who sees every instance. */
  adminToken: string;
  /** The admin's sign-in, for benches that need sessions of their own. */
  adminEmail: string;
  password: string;
  instances: BenchInstance[];
}

/** The app as production builds it, without logging, on the bench's database. */
export async function createBenchApp(
  bench: BenchDatabase,
  options: {
    clock?: Clock;
    evolutionApiUrl?: string;
    evolutionApiKey?: string;
    /** 'stored' as in production; 'processed' (the default here) where a step needs the event done. */
    intakeAck?: 'stored' | 'processed';
    /**
     * The embedded database's maintenance, as `server/main.ts` schedules it for `npm start`: its first
     * `vacuum analyze` sees the bench's empty tables, and what follows must cope with that.
     */
    maintenance?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const config = testConfig({
    evolutionApiUrl: options.evolutionApiUrl,
    evolutionApiKey: options.evolutionApiKey,
    intakeAck: options.intakeAck ?? 'processed',
    // As in production: sessions remembered briefly.
    sessionCacheMs: 2_000,
  });
  const app = await buildApp({ config, database: bench.database, clock: options.clock });
  if (options.maintenance) {
    const schedule = scheduleDatabaseMaintenance(bench.database, app.log);
    app.addHook('onClose', () => schedule.stop());
  }
  await app.ready();
  return app;
}

/**
 * One dealer organization: an admin, one seller per instance, and the instances themselves made by
 * the product's own service (so they carry its default AI config and settings) on Evolution.
 */
export async function createTenant(app: FastifyInstance, evolutionApiUrl: string): Promise<BenchTenant> {
  const suffix = randomBytes(3).toString('hex');
  const [organization] = await app.db
    .insert(organizations)
    .values({ name: `Revenda Bench ${suffix}`, slug: `revenda-bench-${suffix}`, plan: 'enterprise' })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('organization not created');
  const password = `senha-bench-${suffix}`;
  const passwordHash = await hashPassword(password);
  const person = (firstName: string, role: 'admin' | 'vendedor') => ({
    organizationId: organization.id,
    firstName,
    lastName: 'Bench',
    email: `${firstName.toLowerCase()}.${suffix}@bench.vendai.com.br`,
    passwordHash,
    role,
  });
  const [admin, ...sellers] = await app.db
    .insert(users)
    .values([
      person('Admin', 'admin'),
      ...INSTANCE_NAMES.map((_, index) => person(`Vendedor${index + 1}`, 'vendedor')),
    ])
    .returning({ id: users.id, email: users.email });
  if (!admin || sellers.length !== INSTANCE_NAMES.length) throw new Error('users not created');

  const created: BenchInstance[] = [];
  for (const [index, name] of INSTANCE_NAMES.entries()) {
    const owner = sellers[index] as { id: string };
    const { instance } = await createInstance(
      app.db,
      organization.id,
      { userId: owner.id, name, phone: `55119400${String(1000 + index)}` },
      { evolutionApiUrl },
    );
    const [row] = await app.db
      .select({ secret: instances.webhookSecret, gatewayName: instances.gatewayInstanceName })
      .from(instances)
      .where(eq(instances.id, instance.id));
    if (!row) throw new Error('instance not created');
    created.push({
      id: instance.id,
      name,
      ownerId: owner.id,
      webhookSecret: row.secret,
      gatewayInstanceName: row.gatewayName,
    });
  }
  return {
    organizationId: organization.id,
    adminId: admin.id,
    adminToken: await login(app, admin.email, password),
    adminEmail: admin.email,
    password,
    instances: created,
  };
}

async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
