import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** First part of every bonus query key; the live `lead_updated` event makes them stale (a sale moves progress). */
export const USER_BONUSES_KEY = 'userBonuses';

/** The signed-in user's bonuses of a month, as the server measures them. */
export const useUserBonuses = (month: number, year: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [USER_BONUSES_KEY, month, year],
    queryFn: () => dataProvider.getUserBonuses(month, year),
    // The start-up call's answer is not asked again by the header's badge mounting after it; a sale
    // makes it stale at once (the live `lead_updated` event).
    staleTime: 60_000,
  });
};

/** How many of this month's bonuses the signed-in user has achieved (the header's badge). */
export const useAchievedBonusCount = (today: Date = new Date()): number => {
  const { data } = useUserBonuses(today.getMonth() + 1, today.getFullYear());
  return data?.filter((bonus) => bonus.achieved).length ?? 0;
};
