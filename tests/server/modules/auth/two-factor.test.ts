import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, twoFactorRecoveryCodes, userTwoFactor } from '../../../../server/db/schema';
import type { ManualClock } from '../../../../server/lib/clock';
import { authHeader, createOrganization, createUser, errorOf, login, type TestApp } from '../../helpers/app';
import { clockedApp, codeAt, enableTwoFactor, passwordStep, post } from './trust-fixture';

/** Two-factor sign-in (TOTP): setup, enable, the login's code step, recovery codes, the rules. */

let t: TestApp & { clock: ManualClock };
let orgId: string;

beforeAll(async () => {
  t = await clockedApp();
  orgId = (await createOrganization(t.db)).id;
});
afterAll(() => t.close());

const verify = (payload: object) => post(t.app, '/api/auth/2fa/verify', payload);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
const nextStep = () => t.clock.advance(30_000);

async function userWithTwoFactor(role: 'admin' | 'vendedor' = 'vendedor') {
  const user = await createUser(t.db, orgId, { role });
  const token = await login(t.app, user.email, user.password);
  return { ...user, token, ...(await enableTwoFactor(t, token)) };
}

describe('turning 2FA on', () => {
  it('shows a QR of the secret, confirms with a code and gives ten recovery codes, kept only encrypted and hashed', async () => {
    const user = await createUser(t.db, orgId);
    const token = await login(t.app, user.email, user.password);
    const setup = await post(t.app, '/api/auth/2fa/setup', {}, token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json<{
      secret: string;
      otpauthUrl: string;
      qrDataUrl: string;
    }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post(t.app, '/api/auth/2fa/enable', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).details).toEqual([expect.objectContaining({ field: 'code' })]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: authHeader(token) })).json(),
    ).toEqual({
      enabled: false,
      required: false,
    });

    const enabled = await post(t.app, '/api/auth/2fa/enable', { code: codeAt(secret, t.clock.now()) }, token);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [stored] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(stored?.secretEncrypted).not.toContain(secret);
    const hashes = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.some((row) => recoveryCodes.includes(row.codeHash))).toBe(false);
  });
});

describe('signing in with 2FA on', () => {
  it('asks for a code instead of answering a token, and the code completes the sign-in once', async () => {
    const user = await userWithTwoFactor();
    const first = await passwordStep(t.app, user.email, user.password);
    expect(first.token).toBeUndefined();
    expect(first).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });

    nextStep();
    const code = codeAt(user.secret, t.clock.now());
    const done = await verify({ challenge: first.challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    const { token } = done.json<{ token: string }>();
    expect((await me(token)).statusCode).toBe(200);

    // The challenge is spent, and the same code cannot open a second session.
    expect((await verify({ challenge: first.challenge, code })).statusCode).toBe(400);
    const second = await passwordStep(t.app, user.email, user.password);
    const replay = await verify({ challenge: second.challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).details).toEqual([expect.objectContaining({ field: 'code' })]);
  });

  it('takes a recovery code once', async () => {
    const user = await userWithTwoFactor();
    const recovery = user.recoveryCodes[3] ?? '';
    const first = await passwordStep(t.app, user.email, user.password);
    const done = await verify({ challenge: first.challenge, recoveryCode: recovery.toUpperCase() });
    expect(done.statusCode, done.body).toBe(200);

    const again = await passwordStep(t.app, user.email, user.password);
    const reused = await verify({ challenge: again.challenge, recoveryCode: recovery });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).details).toEqual([expect.objectContaining({ field: 'recoveryCode' })]);
  });

  it('limits code attempts per user: after five wrong codes even the right one waits', async () => {
    const user = await userWithTwoFactor();
    const { challenge } = await passwordStep(t.app, user.email, user.password);
    nextStep();
    for (let n = 0; n < 5; n++) expect((await verify({ challenge, code: '999999' })).statusCode).toBe(400);
    const limited = await verify({ challenge, code: codeAt(user.secret, t.clock.now()) });
    expect(limited.statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await verify({ challenge, code: codeAt(user.secret, t.clock.now()) })).statusCode).toBe(200);
  });

  it('refuses a challenge after five minutes', async () => {
    const user = await userWithTwoFactor();
    const { challenge } = await passwordStep(t.app, user.email, user.password);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await verify({ challenge, code: codeAt(user.secret, t.clock.now()) });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).details).toEqual([expect.objectContaining({ field: 'challenge' })]);
  });

  it('turns off with a code, and the password alone signs in again', async () => {
    const user = await userWithTwoFactor();
    nextStep();
    const off = await post(
      t.app,
      '/api/auth/2fa/disable',
      { code: codeAt(user.secret, t.clock.now()) },
      user.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await passwordStep(t.app, user.email, user.password)).token).toBeTruthy();
  });
});

describe('mandatory 2FA', () => {
  it('makes an admin of an organization that demands it enrol at sign-in; a seller is not asked', async () => {
    const org = (await createOrganization(t.db)).id;
    await t.db
      .update(organizations)
      .set({ settings: { requireAdminTwoFactor: true } })
      .where(eq(organizations.id, org));
    const admin = await createUser(t.db, org, { role: 'admin' });
    const seller = await createUser(t.db, org, { role: 'vendedor' });
    expect((await passwordStep(t.app, seller.email, seller.password)).token).toBeTruthy();

    const first = await passwordStep(t.app, admin.email, admin.password);
    expect(first.token).toBeUndefined();
    expect(first).toMatchObject({ twoFactorSetupRequired: true, challenge: expect.any(String) });
    const setup = await post(t.app, '/api/auth/2fa/enrol/setup', { challenge: first.challenge });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enrolled = await post(t.app, '/api/auth/2fa/enrol/enable', {
      challenge: first.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const body = enrolled.json<{ token: string; recoveryCodes: string[] }>();
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await me(body.token)).statusCode).toBe(200);

    // From now on the admin signs in with a code, and cannot turn 2FA off.
    expect(await passwordStep(t.app, admin.email, admin.password)).toMatchObject({ twoFactorRequired: true });
    nextStep();
    const off = await post(
      t.app,
      '/api/auth/2fa/disable',
      { code: codeAt(secret, t.clock.now()) },
      body.token,
    );
    expect(off.statusCode).toBe(400);
  });

  it('makes a super admin enrol when REQUIRE_2FA_SUPER_ADMIN is set', async () => {
    const strict = await clockedApp({ require2faSuperAdmin: true });
    try {
      const org = (await createOrganization(strict.db)).id;
      const master = await createUser(strict.db, org, { role: 'super_admin' });
      const admin = await createUser(strict.db, org, { role: 'admin' });
      expect(await passwordStep(strict.app, master.email, master.password)).toMatchObject({
        twoFactorSetupRequired: true,
      });
      expect((await passwordStep(strict.app, admin.email, admin.password)).token).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});

describe('DELETE /api/users/:id/two-factor', () => {
  it('lets an admin turn off a user’s 2FA; not a seller, not another organization’s admin', async () => {
    const user = await userWithTwoFactor();
    const admin = await createUser(t.db, orgId, { role: 'admin' });
    const seller = await createUser(t.db, orgId, { role: 'vendedor' });
    const stranger = await createUser(t.db, (await createOrganization(t.db)).id, { role: 'admin' });
    const reset = async (who: { email: string; password: string }) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/${user.id}/two-factor`,
        headers: authHeader(await login(t.app, who.email, who.password)),
      });

    expect((await reset(seller)).statusCode).toBe(403);
    expect((await reset(stranger)).statusCode).toBe(404);
    expect(await passwordStep(t.app, user.email, user.password)).toMatchObject({ twoFactorRequired: true });
    expect((await reset(admin)).statusCode).toBe(200);
    expect((await passwordStep(t.app, user.email, user.password)).token).toBeTruthy();
  });
});
