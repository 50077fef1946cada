import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { buildApp } from '../../../../server/app';
import { type Config, testConfig } from '../../../../server/config';
import { type ManualClock, manualClock } from '../../../../server/lib/clock';
import type { TestApp } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';

/** The app on a fresh database and a manual clock, for the links' and codes' times. */
export async function clockedApp(overrides: Partial<Config> = {}): Promise<TestApp & { clock: ManualClock }> {
  const database = await freshDatabase();
  const clock = manualClock(new Date('2026-03-02T12:00:00.000Z'));
  const app = await buildApp({ config: testConfig(overrides), database, clock });
  await app.ready();
  return {
    app,
    clock,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The code an authenticator app shows for `secret` at the app's time. */
export const codeAt = (secret: string, at: Date): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

export const post = (app: FastifyInstance, url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** Signs in with the password; answers the login's JSON (a token or a challenge). */
export async function passwordStep(app: FastifyInstance, email: string, password: string) {
  const response = await post(app, '/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    token?: string;
    twoFactorRequired?: true;
    twoFactorSetupRequired?: true;
    challenge?: string;
  }>();
}

/** Turns 2FA on for a signed-in user; answers the secret and the recovery codes. */
export async function enableTwoFactor(
  t: { app: FastifyInstance; clock: ManualClock },
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(t.app, '/api/auth/2fa/setup', {}, token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post(t.app, '/api/auth/2fa/enable', { code: codeAt(secret, t.clock.now()) }, token);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
