import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, userBonuses, users } from '../../db/schema';

export type UserBonusRow = typeof userBonuses.$inferSelect;

/** The seller's switch on each configuration, created (enabled) the first time the seller's month is read. */
export async function ensureUserBonuses(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  configIds: string[],
): Promise<UserBonusRow[]> {
  if (configIds.length === 0) return [];
  await db
    .insert(userBonuses)
    .values(configIds.map((bonusConfigId) => ({ organizationId: tenantId, userId, bonusConfigId })))
    .onConflictDoNothing({ target: [userBonuses.userId, userBonuses.bonusConfigId] });
  return db
    .select()
    .from(userBonuses)
    .where(
      and(
        eq(userBonuses.organizationId, tenantId),
        eq(userBonuses.userId, userId),
        inArray(userBonuses.bonusConfigId, configIds),
      ),
    );
}

export async function setUserBonusEnabled(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  id: string,
  enabled: boolean,
  at: Date,
): Promise<UserBonusRow | undefined> {
  const [row] = await db
    .update(userBonuses)
    .set({ isEnabled: enabled, updatedAt: at })
    .where(
      and(eq(userBonuses.id, id), eq(userBonuses.organizationId, tenantId), eq(userBonuses.userId, userId)),
    )
    .returning();
  return row;
}

/** Keeps the stored progress in step with what was measured, for reports that read the table. */
export async function saveMeasuredProgress(
  db: DbOrTx,
  id: string,
  values: { progress: number; achieved: boolean; at: Date },
): Promise<void> {
  await db
    .update(userBonuses)
    .set({ progress: values.progress, achieved: values.achieved, updatedAt: values.at })
    .where(
      and(
        eq(userBonuses.id, id),
        sql`(${userBonuses.progress} <> ${values.progress} or ${userBonuses.achieved} <> ${values.achieved})`,
      ),
    );
}

/** Which configurations a seller switched off. */
export async function disabledConfigIds(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ key: sql<string>`${userBonuses.userId} || ':' || ${userBonuses.bonusConfigId}` })
    .from(userBonuses)
    .where(
      and(
        eq(userBonuses.organizationId, tenantId),
        inArray(userBonuses.userId, userIds),
        eq(userBonuses.isEnabled, false),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

export async function organizationTimezone(db: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, tenantId));
  return row?.timezone ?? 'America/Sao_Paulo';
}

/** The organization's live staff who sell (super_admins run the platform, not a shop floor). */
export async function sellingStaff(db: DbOrTx, tenantId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(and(eq(users.organizationId, tenantId), isNull(users.deletedAt), ne(users.role, 'super_admin')))
    .orderBy(asc(users.firstName), asc(users.id));
}
