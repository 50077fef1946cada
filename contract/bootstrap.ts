import { z } from 'zod';
import { MeResponse } from './auth';
import { BonusPeriodQuery, UserBonusList } from './bonuses';
import { OwnBranding } from './branding';
import { CrmConfigResponse, CrmPortalsResponse } from './crm';
import { PlanStatus } from './master';
import { NotificationList } from './notifications';
import { SystemSettingsView, UserPreferences } from './settings';

/**
 * `GET /api/bootstrap?month=&year=`: the month of the header's bonus badge, as the browser counts
 * it (the badge's own call names the same month), so the answer lands under the badge's key.
 */
export const BootstrapQuery = BonusPeriodQuery;
export type BootstrapQuery = z.infer<typeof BootstrapQuery>;

/**
 * Everything the signed-in frame asks when it starts, in one answer: each part is exactly what its
 * own route answers (`/api/auth/me`, `/api/organization/branding`, …), so the frame's hooks read it
 * as if they had asked themselves.
 */
export const BootstrapResponse = z.object({
  user: MeResponse.shape.user,
  branding: OwnBranding,
  /** The shop's plan for its banners: answered to the shop's admin only, null for anyone else. */
  plan: PlanStatus.nullable(),
  preferences: UserPreferences,
  settings: SystemSettingsView,
  notifications: NotificationList,
  bonuses: UserBonusList,
  crm: CrmConfigResponse,
  portals: CrmPortalsResponse,
});
export type BootstrapResponse = z.infer<typeof BootstrapResponse>;
