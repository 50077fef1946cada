import type { DbOrTx } from '../../db/client';
import { activeConfigsOf } from './config-repository';
import { emptyMonth, measureSellers, type SellerMonth } from './measure-repository';
import type { BonusPeriod } from './period';
import { measureBonus } from './progress';
import { disabledConfigIds } from './user-bonus-repository';

/**
 * How many of the month's active bonuses each seller achieved (a bonus the seller switched off does
 * not count): the one measure behind the bonus ranking and the sellers report. `months` reuses a
 * measurement the caller already made.
 */
export async function achievedBonuses(
  db: DbOrTx,
  tenantId: string,
  period: BonusPeriod,
  timezone: string,
  userIds: string[],
  months?: Map<string, SellerMonth>,
): Promise<Map<string, number>> {
  const achieved = new Map<string, number>();
  if (userIds.length === 0) return achieved;
  const active = await activeConfigsOf(db, tenantId, period);
  if (active.length === 0) {
    for (const userId of userIds) achieved.set(userId, 0);
    return achieved;
  }
  const measured = months ?? (await measureSellers(db, tenantId, period, timezone, userIds));
  const disabled = await disabledConfigIds(db, tenantId, userIds);
  for (const userId of userIds) {
    const month = measured.get(userId) ?? emptyMonth();
    const count = active.filter(
      (config) => !disabled.has(`${userId}:${config.id}`) && measureBonus(config, month).achieved,
    ).length;
    achieved.set(userId, count);
  }
  return achieved;
}
