import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SellerReview, SellerReviewBody } from '../../../contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { sellerReviews, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound, validationError } from '../../lib/errors';
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

/** The five-star reviews recorded in a month (Avaliação 5 Estrelas counts them), newest first. */
export async function listReviews(db: DbOrTx, actor: AuthContext, period: BonusPeriod): Promise<Review[]> {
  const days = periodDays(period);
  return db
    .select(reviewColumns)
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.userId))
    .where(
      and(
        eq(sellerReviews.organizationId, actor.organizationId),
        gte(sellerReviews.reviewedOn, days.from),
        lt(sellerReviews.reviewedOn, days.until),
      ),
    )
    .orderBy(desc(sellerReviews.reviewedOn), desc(sellerReviews.createdAt));
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
