import type { DbOrTx } from '../../db/client';
import { achievedBonuses } from '../bonuses/achieved';
import type { BonusPeriod } from '../bonuses/period';
import type { ReportScope } from './scope';

/** The calendar months the period's days touch (`2025-03-10` … `2025-05-02`: March, April, May). */
export function monthsOf(from: string, to: string): BonusPeriod[] {
  const months: BonusPeriod[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}

/** Per seller, the bonuses achieved over the months the period touches, as the bonus page measures them. */
export async function bonusesAchievedBy(
  db: DbOrTx,
  scope: ReportScope,
  userIds: string[],
): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  for (const period of monthsOf(scope.from, scope.to)) {
    const achieved = await achievedBonuses(db, scope.tenantId, period, scope.timezone, userIds);
    for (const [userId, count] of achieved) total.set(userId, (total.get(userId) ?? 0) + count);
  }
  return total;
}
