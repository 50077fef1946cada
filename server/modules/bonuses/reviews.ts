import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { SellerReview, SellerReviewBody, SellerReviewFilter } from '../../../contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { sellerReviews, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound, validationError } from '../../lib/errors';
import { type ListParams, likePattern } from '../../lib/list-query';
import { type BonusPeriod, periodDays } from './period';

type Review = z.infer<typeof SellerReview>;
type ReviewBody = z.infer<typeof SellerReviewBody>;

const reviewColumns = {
  id: sellerReviews.id,
  userId: sellerReviews.userId,
  sellerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  reviewedOn: sellerReviews.reviewedOn,
  customerName: sellerReviews.customerName,
};

export const REVIEW_SORTS = ['id', 'reviewedOn', 'sellerName', 'customerName'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const SORT_COLUMNS: Record<ReviewSort, SQL | AnyColumn> = {
  id: sellerReviews.id,
  reviewedOn: sellerReviews.reviewedOn,
  sellerName: reviewColumns.sellerName,
  customerName: sellerReviews.customerName,
};

/**
 * Which reviews a list shows: a month's (the period, unless ids are asked, which may be of any
 * month), optionally one seller's, optionally those whose seller or customer matches `q`.
 */
function where(actor: AuthContext, period: BonusPeriod, filter: SellerReviewFilter): SQL | undefined {
  const days = periodDays(period);
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  const seller = reviewColumns.sellerName;
  return and(
    eq(sellerReviews.organizationId, actor.organizationId),
    ids ? inArray(sellerReviews.id, ids) : undefined,
    ids ? undefined : gte(sellerReviews.reviewedOn, days.from),
    ids ? undefined : lt(sellerReviews.reviewedOn, days.until),
    filter.userId ? eq(sellerReviews.userId, filter.userId) : undefined,
    filter.q
      ? or(ilike(seller, likePattern(filter.q)), ilike(sellerReviews.customerName, likePattern(filter.q)))
      : undefined,
  );
}

/** One page of the five-star reviews (Avaliação 5 Estrelas counts them), newest first by default. */
export async function listReviews(
  db: DbOrTx,
  actor: AuthContext,
  period: BonusPeriod,
  params: ListParams<ReviewSort, SellerReviewFilter>,
): Promise<{ rows: Review[]; total: number }> {
  const direction = params.sort.order === 'DESC' ? desc : asc;
  const condition = where(actor, period, params.filter);
  const rows = await db
    .select(reviewColumns)
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.userId))
    .where(condition)
    .orderBy(direction(SORT_COLUMNS[params.sort.field]), desc(sellerReviews.createdAt), asc(sellerReviews.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db
    .select({ total: count() })
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.userId))
    .where(condition);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function findReview(db: DbOrTx, actor: AuthContext, id: string): Promise<Review> {
  const [review] = await db
    .select(reviewColumns)
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.userId))
    .where(and(eq(sellerReviews.id, id), eq(sellerReviews.organizationId, actor.organizationId)));
  if (!review) throw notFound('Avaliação não encontrada');
  return review;
}

/** Records a review for a live user of the organization; another tenant's user is a 400 on `userId`. */
export async function recordReview(db: DbOrTx, actor: AuthContext, body: ReviewBody): Promise<Review> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, body.userId),
        eq(users.organizationId, actor.organizationId),
        sql`${users.deletedAt} is null`,
      ),
    );
  if (!seller) throw validationError('userId', 'Vendedor não encontrado nesta organização');
  const [row] = await db
    .insert(sellerReviews)
    .values({
      organizationId: actor.organizationId,
      userId: body.userId,
      reviewedOn: body.reviewedOn,
      customerName: body.customerName,
      recordedBy: actor.userId,
    })
    .returning({ id: sellerReviews.id });
  if (!row) throw new Error('review insert returned no row');
  const [review] = await db
    .select(reviewColumns)
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.userId))
    .where(eq(sellerReviews.id, row.id));
  if (!review) throw new Error('review not found after insert');
  return review;
}

export async function deleteReview(db: DbOrTx, actor: AuthContext, id: string): Promise<void> {
  const rows = await db
    .delete(sellerReviews)
    .where(and(eq(sellerReviews.id, id), eq(sellerReviews.organizationId, actor.organizationId)))
    .returning({ id: sellerReviews.id });
  if (rows.length === 0) throw notFound('Avaliação não encontrada');
}
