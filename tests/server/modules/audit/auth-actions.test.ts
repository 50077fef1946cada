import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../../../server/db/schema';
import type { ManualClock } from '../../../../server/lib/clock';
import { authHeader, createOrganization, createUser, login, type TestApp } from '../../helpers/app';
import { clockedApp, codeAt, enableTwoFactor, passwordStep, post } from '../auth/trust-fixture';
import { onlyRecord, recordsOf } from './fixture';

/** Sign-ins, password resets, 2FA changes and ended sessions each leave an audit record. */

let t: TestApp & { clock: ManualClock };
let orgId: string;

beforeAll(async () => {
  t = await clockedApp();
  orgId = (await createOrganization(t.db)).id;
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0';

describe('sign-in', () => {
  it('records a successful sign-in with the user, organization, address and browser', async () => {
    const user = await createUser(t.db, orgId, { role: 'admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': BROWSER },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const record = await onlyRecord(t.db, 'auth.sign_in', user.id);
    expect(record).toMatchObject({
      organizationId: orgId,
      actorUserId: user.id,
      actorRole: 'admin',
      actorLabel: user.email,
      ip: '203.0.113.7',
      userAgent: BROWSER,
      targetType: 'user',
    });
    expect(record.at.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("records a wrong password in the account's organization, without the password tried", async () => {
    const user = await createUser(t.db, orgId);
    const response = await post(t.app, '/api/auth/login', { email: user.email, password: 'senha-errada-1' });
    expect(response.statusCode).toBe(401);
    const record = await onlyRecord(t.db, 'auth.sign_in_failed', user.id);
    expect(record).toMatchObject({ organizationId: orgId, actorUserId: null, actorLabel: user.email });
    expect(record.extra).toEqual({ step: 'password' });
    expect(JSON.stringify(record)).not.toContain('senha-errada-1');
    expect(await recordsOf(t.db, 'auth.sign_in', user.id)).toEqual([]);
  });

  it('records a wrong second factor as a refused sign-in', async () => {
    const user = await createUser(t.db, orgId);
    const token = await login(t.app, user.email, user.password);
    const { secret } = await enableTwoFactor(t, token);
    expect((await onlyRecord(t.db, 'auth.two_factor_enabled', user.id)).actorUserId).toBe(user.id);
    const { challenge } = await passwordStep(t.app, user.email, user.password);
    const wrong = await post(t.app, '/api/auth/2fa/verify', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await onlyRecord(t.db, 'auth.sign_in_failed', user.id)).extra).toEqual({ step: 'two_factor' });

    t.clock.advance(30_000);
    const right = await post(t.app, '/api/auth/2fa/verify', {
      challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(200);
    // The first sign-in came before 2FA; this one completed it.
    expect(await recordsOf(t.db, 'auth.sign_in', user.id)).toHaveLength(2);
  });
});

describe('two-factor changes', () => {
  it("records turning 2FA off, and an admin resetting a user's 2FA with the admin as actor", async () => {
    const user = await createUser(t.db, orgId);
    const token = await login(t.app, user.email, user.password);
    const { recoveryCodes } = await enableTwoFactor(t, token);
    const off = await post(t.app, '/api/auth/2fa/disable', { recoveryCode: recoveryCodes[0] }, token);
    expect(off.statusCode, off.body).toBe(200);
    expect((await onlyRecord(t.db, 'auth.two_factor_disabled', user.id)).actorUserId).toBe(user.id);

    await enableTwoFactor(t, token);
    const admin = await createUser(t.db, orgId, { role: 'admin' });
    const adminToken = await login(t.app, admin.email, admin.password);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/two-factor`,
      headers: authHeader(adminToken),
    });
    expect(reset.statusCode).toBe(200);
    const record = await onlyRecord(t.db, 'auth.two_factor_reset', user.id);
    expect(record).toMatchObject({ actorUserId: admin.id, actorRole: 'admin', targetLabel: user.email });
  });
});

describe('password reset and sessions', () => {
  it('records the request, the reset (password masked) and the sessions it ended', async () => {
    const user = await createUser(t.db, orgId);
    const token = await login(t.app, user.email, user.password);
    expect((await post(t.app, '/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = await vi.waitFor(async () => {
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      if (!row) throw new Error('no e-mail yet');
      return row;
    });
    expect((await onlyRecord(t.db, 'auth.password_reset_requested', user.id)).organizationId).toBe(orgId);
    const link = /http\S+\/reset-password\?token=\S+/.exec(mail.body)?.[0] ?? '';
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    const done = await post(t.app, '/api/auth/reset-password', {
      token: resetToken,
      password: 'senha-nova-456',
    });
    expect(done.statusCode).toBe(200);

    const reset = await onlyRecord(t.db, 'auth.password_reset', user.id);
    expect(reset.actorUserId).toBe(user.id);
    expect(reset.changes).toEqual({ password: { before: '••••', after: '••••' } });
    expect(JSON.stringify(reset)).not.toContain('senha-nova-456');
    const ended = await onlyRecord(t.db, 'auth.session_ended', user.id);
    expect((ended.extra as { sessionIds: string[] }).sessionIds).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(me.statusCode).toBe(401);
  });

  it('records signing out and ending the other sessions', async () => {
    const user = await createUser(t.db, orgId);
    const first = await login(t.app, user.email, user.password);
    await login(t.app, user.email, user.password);
    const others = await post(t.app, '/api/auth/sessions/end-others', {}, first);
    expect(others.json()).toEqual({ ended: 1 });
    await post(t.app, '/api/auth/logout', {}, first);
    const records = await recordsOf(t.db, 'auth.session_ended', user.id);
    expect(records).toHaveLength(2);
    expect(records.every((record) => record.actorUserId === user.id)).toBe(true);
  });
});
