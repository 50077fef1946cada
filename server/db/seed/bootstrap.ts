import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { organizations, users } from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';

/**
 * First-start data. The embedded default gets a demo organization (only into an empty database);
 * anything else gets only a super_admin, with a password given or generated and printed once.
 * Returns lines for the start banner.
 */
export async function bootstrapData(database: Database, config: Config): Promise<string[]> {
  const { db } = database;
  const embedded = database.kind === 'pglite';
  if (embedded && config.seedDemo) {
    const [anyOrg] = await db.select({ id: organizations.id }).from(organizations).limit(1);
    if (!anyOrg) await seedDemo(db, config);
    const [demoUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO_LOGINS[0].email), isNull(users.deletedAt)))
      .limit(1);
    if (demoUser) {
      return [
        `Logins de demonstração (senha: ${DEMO_PASSWORD}):`,
        ...DEMO_LOGINS.map((login) => `  ${login.email.padEnd(32)} ${login.role}`),
      ];
    }
    return [];
  }
  return ensureSuperAdmin(database, config);
}

/** Key of the transaction lock that lets one starting process at a time create the first admin. */
const BOOTSTRAP_LOCK = 'vendai:bootstrap';

async function ensureSuperAdmin(database: Database, config: Config): Promise<string[]> {
  const { db } = database;
  const hasSuperAdmin = async (from: Pick<Database['db'], 'select'>) =>
    (
      await from
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'super_admin'), isNull(users.deletedAt)))
        .limit(1)
    ).length > 0;
  if (await hasSuperAdmin(db)) return [];

  const email = (config.adminEmail ?? 'admin@vendai.com.br').toLowerCase();
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  // Replicas starting together on an empty database all get here: one at a time, and each looks
  // again under the lock, so the first creates the admin and the others find it (instead of failing
  // on the unique e-mail).
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${BOOTSTRAP_LOCK}))`);
    if (await hasSuperAdmin(tx)) return false;
    const [org] = await tx
      .insert(organizations)
      .values({
        name: 'Vendaí',
        slug: 'vendai',
        plan: 'enterprise',
        subscriptionStatus: 'active',
        ownerEmail: email,
        ownerName: 'Administrador',
      })
      .onConflictDoNothing()
      .returning({ id: organizations.id });
    const orgId =
      org?.id ??
      (
        await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'vendai'))
      )[0]?.id;
    if (!orgId) throw new Error('could not create the platform organization');
    await tx.insert(users).values({
      organizationId: orgId,
      firstName: 'Administrador',
      lastName: '',
      email,
      passwordHash,
      role: 'super_admin',
    });
    return true;
  });
  if (!created) return [];
  return generated
    ? [`Administrador criado: ${email}`, `Senha gerada (mostrada só agora, guarde-a): ${password}`]
    : [`Administrador criado: ${email} (senha de ADMIN_PASSWORD)`];
}
