import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiReplyHealth } from '../../db/schema';

/** Refusals of the key in a row after which replies stop calling the provider until the key changes. */
export const KEY_REFUSALS_TO_STOP = 2;

/** When the provider refused the instance's key repeatedly (and the key has not changed since), else null. */
export async function keyRejectedAt(db: DbOrTx, instanceId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: aiReplyHealth.keyRejectedAt })
    .from(aiReplyHealth)
    .where(eq(aiReplyHealth.instanceId, instanceId));
  return row?.at ?? null;
}

/**
 * A reply gave up: the instance's card shows it with its time. Refusals of the key count up; once
 * they repeat the key is marked rejected. Any other failure means the key itself was accepted.
 */
export async function recordFailureOnInstance(
  db: DbOrTx,
  failure: { organizationId: string; instanceId: string; at: Date; reason: string; keyRefused: boolean },
): Promise<void> {
  const h = aiReplyHealth;
  const refusals = failure.keyRefused ? sql`${h.authFailures} + 1` : sql`0`;
  await db
    .insert(h)
    .values({
      instanceId: failure.instanceId,
      organizationId: failure.organizationId,
      lastFailureAt: failure.at,
      lastFailure: failure.reason,
      authFailures: failure.keyRefused ? 1 : 0,
      keyRejectedAt: failure.keyRefused && KEY_REFUSALS_TO_STOP <= 1 ? failure.at : null,
    })
    .onConflictDoUpdate({
      target: h.instanceId,
      set: {
        lastFailureAt: failure.at,
        lastFailure: failure.reason,
        authFailures: refusals,
        keyRejectedAt: failure.keyRefused
          ? sql`case when ${refusals} >= ${KEY_REFUSALS_TO_STOP}
              then coalesce(${h.keyRejectedAt}, ${failure.at.toISOString()}::timestamptz) end`
          : null,
      },
    });
}

/** A reply went out, or the key changed: the instance is healthy again (nothing to clear, no write). */
export async function clearInstanceFailure(db: DbOrTx, instanceId: string): Promise<void> {
  await db.delete(aiReplyHealth).where(eq(aiReplyHealth.instanceId, instanceId));
}
