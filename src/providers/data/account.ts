import type { BrandingBody, OwnBranding } from '../../../contract/branding';
import type { Branding } from '../../../contract/master';
import type { NotificationList } from '../../../contract/notifications';
import type { OnboardingBody, OnboardingResponse } from '../../../contract/organizations';
import type { SystemSettings, SystemSettingsView, UserPreferences } from '../../../contract/settings';
import { type BlobCall, type Call, segment } from './call';

/**
 * What belongs to the signed-in user and organization rather than to a resource: system settings
 * and their backup, display preferences, branding, notifications; and the two calls made signed
 * out (a shop's login branding, onboarding).
 */
export const accountMethods = (call: Call, file: BlobCall) => ({
  getSystemSettings: () => call<SystemSettingsView>('GET', '/settings'),
  saveSystemSettings: (settings: SystemSettings) => call<SystemSettingsView>('PUT', '/settings', settings),
  /** The latest backup's bytes and file name, for a download. */
  getLatestBackup: () => file('/settings/backups/latest'),

  getPreferences: () => call<UserPreferences>('GET', '/user/preferences'),
  savePreferences: (preferences: UserPreferences) => call<unknown>('PUT', '/user/preferences', preferences),

  getOwnBranding: () => call<OwnBranding>('GET', '/organization/branding'),
  saveOwnBranding: (body: BrandingBody) => call<OwnBranding>('PUT', '/organization/branding', body),

  /** The organization named by `?org=` on the login page (its name and logo on white label). */
  getLoginBranding: (org: string) => call<Branding>('GET', `/organizations/branding?org=${segment(org)}`),

  /** `POST /api/organizations/onboard`: works signed out; the answer carries the slug, never the password. */
  submitOnboarding: (body: OnboardingBody) =>
    call<OnboardingResponse>('POST', '/organizations/onboard', body),

  getNotifications: () => call<NotificationList>('GET', '/notifications'),
  markNotificationRead: (id: string) => call<unknown>('POST', `/notifications/${segment(id)}/read`),
  markAllNotificationsRead: () => call<unknown>('POST', '/notifications/read-all'),

  /** Tells the server the idle user is still here (the session's activity clock). */
  touchSession: () => call<unknown>('GET', '/auth/me'),
});
