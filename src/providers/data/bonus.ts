import type { SellerRanking, UserBonus } from '../../../contract/bonuses';

import type { Call } from './call';

/** A row of the `seller-reviews` resource (`/api/admin/seller-reviews`). */
export interface SellerReviewRow {
  id: string;
  userId: string;
  sellerName: string;
  reviewedOn: string;
  customerName: string;
}

const period = (month: number, year: number) => `month=${month}&year=${year}`;

/** The bonus and leads-register calls that are not CRUD, on the data provider's object. */
export const bonusLeadsMethods = (call: Call) => ({
  getUserBonuses: (month: number, year: number) =>
    call<UserBonus[]>('GET', `/user/bonuses?${period(month, year)}`),
  toggleUserBonus: (id: string, enabled: boolean) =>
    call<{ success: true }>('PATCH', `/user/bonuses/${encodeURIComponent(id)}/toggle`, { enabled }),
  getBonusRanking: (month: number, year: number) =>
    call<{ month: number; year: number; ranking: SellerRanking[] }>(
      'GET',
      `/admin/bonus-ranking?${period(month, year)}`,
    ),
});
