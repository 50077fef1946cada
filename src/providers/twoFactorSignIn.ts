import type { LoginResponse, SignedIn } from '../../contract/auth';
import type { SecondFactor, TwoFactorSetup } from '../../contract/two-factor';
import { contractSchemas } from './contractSchemas';
import { httpErrorFrom } from './httpError';

/** What a right password asked for next: a code of the app, or enrolling in 2FA first. */
export interface LoginChallenge {
  kind: 'code' | 'enrol';
  challenge: string;
}

/** The sign-in steps after the password, on the auth provider's object (the login page calls them). */
export interface TwoFactorSignIn {
  verifyTwoFactor(challenge: string, factor: SecondFactor): Promise<void>;
  startTwoFactorEnrolment(challenge: string): Promise<TwoFactorSetup>;
  /**
   * Turns 2FA on; answers the recovery codes to show once and `signIn`, which stores the session:
   * called when the user has saved the codes, so no session check leaves the page before that.
   */
  completeTwoFactorEnrolment(
    challenge: string,
    code: string,
  ): Promise<{ recoveryCodes: string[]; signIn: () => void }>;
}

/** The challenge of a login answer, or null when it signed in. */
export function challengeOf(answer: LoginResponse): LoginChallenge | null {
  if ('twoFactorRequired' in answer) return { kind: 'code', challenge: answer.challenge };
  if ('twoFactorSetupRequired' in answer) return { kind: 'enrol', challenge: answer.challenge };
  return null;
}

/** The public second-step calls; `signedIn` stores the session as a plain login does. */
export function twoFactorSignIn(
  fetchImpl: typeof fetch,
  signedIn: (session: SignedIn) => void,
): TwoFactorSignIn {
  const post = async (path: string, body: object): Promise<unknown> => {
    const response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await httpErrorFrom(response);
    return response.json();
  };
  return {
    async verifyTwoFactor(challenge, factor) {
      const { SignedIn } = await contractSchemas();
      signedIn(SignedIn.parse(await post('/api/auth/2fa/verify', { challenge, ...factor })));
    },
    async startTwoFactorEnrolment(challenge) {
      const { TwoFactorSetup } = await contractSchemas();
      return TwoFactorSetup.parse(await post('/api/auth/2fa/enrol/setup', { challenge }));
    },
    async completeTwoFactorEnrolment(challenge, code) {
      const { TwoFactorEnrolled } = await contractSchemas();
      const { recoveryCodes, ...session } = TwoFactorEnrolled.parse(
        await post('/api/auth/2fa/enrol/enable', { challenge, code }),
      );
      return { recoveryCodes, signIn: () => signedIn(session) };
    },
  };
}
