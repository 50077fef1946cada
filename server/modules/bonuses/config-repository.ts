import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { BonusConfigurationFilter } from '../../../contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { bonusConfigurations, userBonuses } from '../../db/schema';
import { type ListParams, likePattern } from '../../lib/list-query';

export type BonusConfigRow = typeof bonusConfigurations.$inferSelect;
export type BonusConfigSort =
  | 'id'
  | 'name'
  | 'category'
  | 'value'
  | 'targetValue'
  | 'month'
  | 'year'
  | 'isActive'
  | 'createdAt';
/** `id` is react-admin's sort for a list that names none. */
export const BONUS_CONFIG_SORTS: readonly BonusConfigSort[] = [
  'id',
  'name',
  'category',
  'value',
  'targetValue',
  'month',
  'year',
  'isActive',
  'createdAt',
];

const SORT_COLUMNS: Record<BonusConfigSort, SQL> = {
  id: sql`${bonusConfigurations.id}`,
  name: sql`lower(${bonusConfigurations.name})`,
  category: sql`${bonusConfigurations.category}`,
  value: sql`${bonusConfigurations.value}`,
  targetValue: sql`${bonusConfigurations.targetValue}`,
  month: sql`(${bonusConfigurations.year} * 100 + ${bonusConfigurations.month})`,
  year: sql`(${bonusConfigurations.year} * 100 + ${bonusConfigurations.month})`,
  isActive: sql`${bonusConfigurations.isActive}`,
  createdAt: sql`${bonusConfigurations.createdAt}`,
};

function where(tenantId: string, filter: BonusConfigurationFilter): SQL | undefined {
  return and(
    eq(bonusConfigurations.organizationId, tenantId),
    filter.month ? eq(bonusConfigurations.month, filter.month) : undefined,
    filter.year ? eq(bonusConfigurations.year, filter.year) : undefined,
    filter.category ? eq(bonusConfigurations.category, filter.category) : undefined,
    filter.isActive === undefined ? undefined : eq(bonusConfigurations.isActive, filter.isActive),
    filter.id === undefined ? undefined : inArray(bonusConfigurations.id, [filter.id].flat()),
    filter.q
      ? or(
          ilike(bonusConfigurations.name, likePattern(filter.q)),
          ilike(bonusConfigurations.description, likePattern(filter.q)),
        )
      : undefined,
  );
}

export async function listConfigs(
  db: DbOrTx,
  tenantId: string,
  params: ListParams<BonusConfigSort, BonusConfigurationFilter>,
): Promise<{ rows: BonusConfigRow[]; total: number }> {
  const direction = params.sort.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(bonusConfigurations)
    .where(where(tenantId, params.filter))
    .orderBy(
      direction(SORT_COLUMNS[params.sort.field]),
      desc(bonusConfigurations.createdAt),
      asc(bonusConfigurations.id),
    )
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db
    .select({ total: count() })
    .from(bonusConfigurations)
    .where(where(tenantId, params.filter));
  return { rows, total: Number(total?.total ?? 0) };
}

export async function findConfig(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<BonusConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusConfigurations)
    .where(and(eq(bonusConfigurations.id, id), eq(bonusConfigurations.organizationId, tenantId)));
  return row;
}

export type BonusConfigValues = Omit<
  typeof bonusConfigurations.$inferInsert,
  'id' | 'organizationId' | 'createdAt'
>;

export async function insertConfig(
  db: DbOrTx,
  tenantId: string,
  values: BonusConfigValues,
): Promise<BonusConfigRow> {
  const [row] = await db
    .insert(bonusConfigurations)
    .values({ ...values, organizationId: tenantId })
    .returning();
  if (!row) throw new Error('bonus configuration insert returned no row');
  return row;
}

export async function updateConfig(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: BonusConfigValues,
): Promise<BonusConfigRow | undefined> {
  const [row] = await db
    .update(bonusConfigurations)
    .set(values)
    .where(and(eq(bonusConfigurations.id, id), eq(bonusConfigurations.organizationId, tenantId)))
    .returning();
  return row;
}

/** Removes a configuration and the sellers' switches on it. */
export async function deleteConfig(db: DbOrTx, tenantId: string, id: string): Promise<boolean> {
  await db
    .delete(userBonuses)
    .where(and(eq(userBonuses.bonusConfigId, id), eq(userBonuses.organizationId, tenantId)));
  const rows = await db
    .delete(bonusConfigurations)
    .where(and(eq(bonusConfigurations.id, id), eq(bonusConfigurations.organizationId, tenantId)))
    .returning({ id: bonusConfigurations.id });
  return rows.length > 0;
}

/** Active configurations of a month, oldest first. */
export async function activeConfigsOf(
  db: DbOrTx,
  tenantId: string,
  period: { month: number; year: number },
): Promise<BonusConfigRow[]> {
  return db
    .select()
    .from(bonusConfigurations)
    .where(
      and(
        eq(bonusConfigurations.organizationId, tenantId),
        eq(bonusConfigurations.month, period.month),
        eq(bonusConfigurations.year, period.year),
        eq(bonusConfigurations.isActive, true),
      ),
    )
    .orderBy(asc(bonusConfigurations.createdAt), asc(bonusConfigurations.id));
}
