import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from '../../db/schema';

/** A live user of a live organization, as the login and the token check need it. */
export interface ActiveUser {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'vendedor' | 'admin' | 'super_admin';
  passwordHash: string;
  createdAt: Date;
  /** The organization's subscription: a suspended or canceled one cannot sign in. */
  subscriptionStatus: string;
}

const activeUserColumns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  subscriptionStatus: organizations.subscriptionStatus,
};

const isActive = and(isNull(users.deletedAt), isNull(organizations.deletedAt));

/**
 * Looks a user up by id across tenants: the token names the user, and the tenant is learned from
 * the row. Soft-deleted users and users of deleted organizations are not found.
 */
export async function findActiveUserById(db: DbOrTx, userId: string): Promise<ActiveUser | undefined> {
  const [row] = await db
    .select(activeUserColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), isActive));
  return row;
}

/** Login is by e-mail alone; e-mails are unique among live users, case-insensitively. */
export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<ActiveUser | undefined> {
  const [row] = await db
    .select(activeUserColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isActive));
  return row;
}

export async function recordLogin(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
