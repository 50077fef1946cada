import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BootstrapResponse } from '../../contract/bootstrap';
import { USER_BONUSES_KEY } from '../custom-pages/bonus/bonusQueries';
import { CRM_CONFIG_KEY, PORTALS_KEY } from '../custom-pages/crm/crmQueries';
import { SETTINGS_QUERY_KEY } from '../custom-pages/settings/systemSettings';
import { canAccess } from '../providers/canAccess';
import { type AppDataProvider, dataProvider as appDataProvider } from '../providers/dataProvider';
import { endsSession, getStoredUser } from '../providers/session';
import { NOTIFICATIONS_QUERY_KEY } from './notifications';
import { OWN_BRANDING_KEY } from './ownBranding';
import { PLAN_STATUS_KEY } from './planStatus';
import { PREFERENCES_KEY } from './preferences';

type Part = {
  queryKey: QueryKey;
  pick: (answer: BootstrapResponse) => unknown;
  /** The part's own call, when the server answers the start-up call with an error other than the session's. */
  own: () => Promise<unknown>;
};

const partsOf = (dataProvider: AppDataProvider, month: number, year: number): Part[] => [
  { queryKey: NOTIFICATIONS_QUERY_KEY, pick: (a) => a.notifications, own: dataProvider.getNotifications },
  { queryKey: OWN_BRANDING_KEY, pick: (a) => a.branding, own: dataProvider.getOwnBranding },
  // Answered to the shop's admin only (the banners'), null for anyone else: not asked for then.
  { queryKey: PLAN_STATUS_KEY, pick: (a) => a.plan, own: dataProvider.getPlanStatus },
  { queryKey: PREFERENCES_KEY, pick: (a) => a.preferences, own: dataProvider.getPreferences },
  { queryKey: SETTINGS_QUERY_KEY, pick: (a) => a.settings, own: dataProvider.getSystemSettings },
  {
    queryKey: [USER_BONUSES_KEY, month, year],
    pick: (a) => a.bonuses,
    own: () => dataProvider.getUserBonuses(month, year),
  },
  { queryKey: CRM_CONFIG_KEY, pick: (a) => a.crm, own: dataProvider.getCrmConfig },
  { queryKey: PORTALS_KEY, pick: (a) => a.portals, own: dataProvider.getPortals },
];

/** The queries in flight when the frame mounts: on a full load, the page's prefetched data. */
const pageDataUnderWay = (queryClient: QueryClient): Promise<unknown> =>
  Promise.allSettled(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.promise),
  );

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * Asks `GET /api/bootstrap` once and puts each of its parts in flight under the key of the hook that
 * reads it (the bell, the brand, the banners, the idle guard…). Those hooks, mounting right after,
 * find their query already under way and wait for it instead of asking on their own: one request
 * instead of eight. Later refreshes (the bell's polling, live events) use each hook's own call.
 * Nothing is asked when this cache already knows the frame (the frame was mounted before).
 *
 * The frame renders before the session check answers, so the start-up call goes through the app's
 * provider itself, like a page's prefetch (`custom-pages/preload.ts`), not react-admin's wrapped one:
 * a 401 is then left to the check (the landing page at `/`), instead of react-admin's sign-out to
 * `/login`. `dataProvider` (the context's) makes the fallback calls.
 */
export function startFrameBootstrap(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  { today = new Date(), bootstrap = appDataProvider.getBootstrap } = {},
): void {
  if (queryClient.getQueryState(NOTIFICATIONS_QUERY_KEY)) return;
  const month = today.getMonth() + 1;
  const year = today.getFullYear();
  // The page's own first data go first: on the embedded database the server runs one statement at
  // a time, and the start-up call's reads would otherwise hold the page's content back.
  const answer = pageDataUnderWay(queryClient).then(() => bootstrap(month, year));
  const isShopAdmin = canAccess(getStoredUser()?.role, { resource: 'plan-status', action: 'show' });
  for (const { queryKey, pick, own } of partsOf(dataProvider, month, year)) {
    if (queryKey === PLAN_STATUS_KEY && !isShopAdmin) continue;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: () =>
        answer.then(pick, (error: unknown) => {
          // A server that answered an error (not the session's: the check handles that one) may
          // still answer each part's own route. Without an answer at all, those would fail alike.
          const status = statusOf(error);
          if (status === undefined || endsSession(status)) throw error;
          return own();
        }),
    });
  }
}

/** The frame's start-up data, asked while the frame renders, before its parts mount and ask. */
export const useFrameBootstrap = (): void => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  // A state initializer runs once per mount, during the render, before the children's effects.
  useState(() => startFrameBootstrap(queryClient, dataProvider));
};
