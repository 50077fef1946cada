import type { ForgotPasswordBody, ResetPasswordBody } from '../../../contract/auth';
import type { EndedSessions } from '../../../contract/sessions';
import type {
  RecoveryCodes,
  SecondFactor,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../contract/two-factor';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/**
 * The signed-in user's own security calls (two-step verification, ending the other sessions) and
 * the admin's reset of a user's 2FA, and the signed-out password links. The sessions list itself is
 * the `sessions` resource.
 */
export const securityMethods = (call: Call) => ({
  /** Signed out: the same answer whether the address is registered or not. */
  requestPasswordReset: (body: ForgotPasswordBody) => call<unknown>('POST', '/auth/forgot-password', body),
  /** Signed out: a spent or expired token is a 400 on `token`. */
  resetPassword: (body: ResetPasswordBody) => call<unknown>('POST', '/auth/reset-password', body),
  getTwoFactorStatus: () => call<TwoFactorStatus>('GET', '/auth/2fa'),
  setupTwoFactor: () => call<TwoFactorSetup>('POST', '/auth/2fa/setup', {}),
  enableTwoFactor: (code: string) => call<RecoveryCodes>('POST', '/auth/2fa/enable', { code }),
  disableTwoFactor: (factor: SecondFactor) => call<{ success: true }>('POST', '/auth/2fa/disable', factor),
  endOtherSessions: () => call<EndedSessions>('POST', '/auth/sessions/end-others', {}),
  resetUserTwoFactor: (userId: string) =>
    call<{ success: true }>('DELETE', `/users/${encodeURIComponent(userId)}/two-factor`),
});
