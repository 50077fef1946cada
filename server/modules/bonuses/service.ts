import type { FastifyInstance } from 'fastify';
import {
  type BonusConfiguration,
  type BonusConfigurationBody,
  BonusConfigurationFilter,
  type BonusPeriodQuery,
  type SellerRanking,
  SellerReviewFilter,
  type UserBonus,
} from '../../../contract/bonuses';
import type { ListQuery } from '../../../contract/common';
import { bonusTypeOf } from '../../../contract/constants';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { type ListSpec, parseListQuery } from '../../lib/list-query';
import { achievedBonuses } from './achieved';
import * as configs from './config-repository';
import { emptyMonth, measureSellers } from './measure-repository';
import { type BonusPeriod, periodAt } from './period';
import { measureBonus } from './progress';
import { listReviews, REVIEW_SORTS, type ReviewSort } from './reviews';
import * as userRepo from './user-bonus-repository';

const configNotFound = () => notFound('Configuração de bônus não encontrada');
const bonusNotFound = () => notFound('Bônus não encontrado');

export const BONUS_CONFIG_SPEC: ListSpec<configs.BonusConfigSort, BonusConfigurationFilter> = {
  sortable: configs.BONUS_CONFIG_SORTS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filter: BonusConfigurationFilter,
};

export function toConfiguration(row: configs.BonusConfigRow): BonusConfiguration {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    type: row.type,
    valueType: row.valueType,
    value: row.value,
    targetValue: row.targetValue,
    month: row.month,
    year: row.year,
    isActive: row.isActive,
    measure: row.measure,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The month asked for, or the current one in the organization's time zone. */
async function periodOf(app: FastifyInstance, tenantId: string, query: BonusPeriodQuery) {
  const timezone = await userRepo.organizationTimezone(app.db, tenantId);
  const now = periodAt(app.clock.now(), timezone);
  return { period: { month: query.month ?? now.month, year: query.year ?? now.year }, timezone };
}

/** `GET /api/admin/bonus-configurations`: simple-rest paging, or the spec's `?month=&year=`. */
export async function listConfigurations(
  db: DbOrTx,
  actor: AuthContext,
  query: ListQuery & BonusPeriodQuery,
): Promise<{ rows: BonusConfiguration[]; offset: number; total: number }> {
  const params = parseListQuery(query, BONUS_CONFIG_SPEC);
  const filter = {
    ...params.filter,
    month: params.filter.month ?? query.month,
    year: params.filter.year ?? query.year,
  };
  const page = await configs.listConfigs(db, actor.organizationId, { ...params, filter });
  return { rows: page.rows.map(toConfiguration), offset: params.offset, total: page.total };
}

export async function getConfiguration(
  db: DbOrTx,
  actor: AuthContext,
  id: string,
): Promise<BonusConfiguration> {
  const row = await configs.findConfig(db, actor.organizationId, id);
  if (!row) throw configNotFound();
  return toConfiguration(row);
}

/** The type always follows the category (spec 3 §3), whatever the client sent. */
function valuesOf(parsed: BonusConfigurationBody, actor: AuthContext): configs.BonusConfigValues {
  return {
    name: parsed.name,
    description: parsed.description,
    category: parsed.category,
    type: bonusTypeOf(parsed.category),
    valueType: parsed.valueType,
    value: parsed.value,
    targetValue: parsed.targetValue,
    month: parsed.month,
    year: parsed.year,
    isActive: parsed.isActive,
    measure: parsed.measure,
    createdBy: actor.userId,
  };
}

export async function createConfiguration(db: DbOrTx, actor: AuthContext, body: BonusConfigurationBody) {
  return toConfiguration(await configs.insertConfig(db, actor.organizationId, valuesOf(body, actor)));
}

export async function updateConfiguration(
  db: DbOrTx,
  actor: AuthContext,
  id: string,
  body: BonusConfigurationBody,
) {
  const { createdBy: _keep, ...values } = valuesOf(body, actor);
  const row = await configs.updateConfig(db, actor.organizationId, id, values);
  if (!row) throw configNotFound();
  return toConfiguration(row);
}

export async function deleteConfiguration(app: FastifyInstance, actor: AuthContext, id: string) {
  const deleted = await app.db.transaction((tx) => configs.deleteConfig(tx, actor.organizationId, id));
  if (!deleted) throw configNotFound();
}

/**
 * `GET /api/user/bonuses`: the caller's bonuses of the month, each measured from the leads it sold
 * on the board, the extras ticked on them and its recorded reviews.
 */
export async function listUserBonuses(
  app: FastifyInstance,
  actor: AuthContext,
  query: BonusPeriodQuery,
): Promise<UserBonus[]> {
  const tenantId = actor.organizationId;
  const { period, timezone } = await periodOf(app, tenantId, query);
  const active = await configs.activeConfigsOf(app.db, tenantId, period);
  const switches = await userRepo.ensureUserBonuses(
    app.db,
    tenantId,
    actor.userId,
    active.map((config) => config.id),
  );
  const month =
    (await measureSellers(app.db, tenantId, period, timezone, [actor.userId])).get(actor.userId) ??
    emptyMonth();
  const byConfig = new Map(switches.map((row) => [row.bonusConfigId, row]));
  const now = app.clock.now();
  const bonuses: UserBonus[] = [];
  for (const config of active) {
    const row = byConfig.get(config.id);
    if (!row) continue;
    const measured = measureBonus(config, month);
    await userRepo.saveMeasuredProgress(app.db, row.id, {
      progress: measured.progress,
      achieved: measured.achieved,
      at: now,
    });
    bonuses.push({ id: row.id, isEnabled: row.isEnabled, ...measured, bonusConfig: toConfiguration(config) });
  }
  return bonuses;
}

export async function toggleUserBonus(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  enabled: boolean,
) {
  const row = await userRepo.setUserBonusEnabled(
    app.db,
    actor.organizationId,
    actor.userId,
    id,
    enabled,
    app.clock.now(),
  );
  if (!row) throw bonusNotFound();
  return { success: true as const, id: row.id, isEnabled: row.isEnabled };
}

/** The month's ranking of the organization's sellers: sales, their value and bonuses achieved. */
export async function sellerRanking(
  app: FastifyInstance,
  actor: AuthContext,
  query: BonusPeriodQuery,
): Promise<{ period: BonusPeriod; ranking: SellerRanking[] }> {
  const tenantId = actor.organizationId;
  const { period, timezone } = await periodOf(app, tenantId, query);
  const staff = await userRepo.sellingStaff(app.db, tenantId);
  const months = await measureSellers(app.db, tenantId, period, timezone);
  const achieved = await achievedBonuses(
    app.db,
    tenantId,
    period,
    timezone,
    staff.map((user) => user.id),
    months,
  );
  const ranking = staff.map((user) => {
    const month = months.get(user.id) ?? emptyMonth();
    const achievedCount = achieved.get(user.id) ?? 0;
    return {
      userId: user.id,
      name: user.name,
      salesCount: month.salesCount,
      salesValue: month.salesValue,
      achievedCount,
    };
  });
  ranking.sort(
    (a, b) =>
      b.salesCount - a.salesCount || b.salesValue - a.salesValue || a.name.localeCompare(b.name, 'pt-BR'),
  );
  return { period, ranking };
}

const REVIEW_SPEC: ListSpec<ReviewSort, SellerReviewFilter> = {
  sortable: REVIEW_SORTS,
  defaultSort: { field: 'reviewedOn', order: 'DESC' },
  filter: SellerReviewFilter,
};

/**
 * `GET /api/admin/seller-reviews`: simple-rest paging, or `?month=&year=`; either way a month's
 * reviews, the current month in the organization's time zone by default.
 */
export async function monthReviews(
  app: FastifyInstance,
  actor: AuthContext,
  query: ListQuery & BonusPeriodQuery,
): Promise<Awaited<ReturnType<typeof listReviews>> & { offset: number }> {
  const params = parseListQuery(query, REVIEW_SPEC);
  const { period } = await periodOf(app, actor.organizationId, {
    month: params.filter.month ?? query.month,
    year: params.filter.year ?? query.year,
  });
  const page = await listReviews(app.db, actor, period, params);
  return { ...page, offset: params.offset };
}
