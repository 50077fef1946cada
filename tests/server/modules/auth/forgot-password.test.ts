import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, jobs } from '../../../../server/db/schema';
import type { ManualClock } from '../../../../server/lib/clock';
import { authHeader, createOrganization, createUser, errorOf, login, type TestApp } from '../../helpers/app';
import { clockedApp, enableTwoFactor, passwordStep, post } from './trust-fixture';

/** "Esqueci minha senha": a link by e-mail, valid 30 minutes, once; the answer tells nothing. */

let t: TestApp & { clock: ManualClock };
let orgId: string;

beforeAll(async () => {
  t = await clockedApp();
  orgId = (await createOrganization(t.db)).id;
});
afterAll(() => t.close());

const forgot = (email: string) => post(t.app, '/api/auth/forgot-password', { email });
const reset = (token: string, password: string) =>
  post(t.app, '/api/auth/reset-password', { token, password });

/** The reset link e-mailed to `to` (waits for the answer's background work), and its token. */
async function linkSentTo(to: string): Promise<{ body: string; token: string }> {
  const mail = await vi.waitFor(async () => {
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    if (!row) throw new Error('no e-mail yet');
    return row;
  });
  const url = /http\S+\/reset-password\?token=\S+/.exec(mail.body)?.[0] ?? '';
  return { body: mail.body, token: new URL(url).searchParams.get('token') ?? '' };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const user = await createUser(t.db, orgId);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('ninguem@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const { body, token } = await linkSentTo(user.email);
    expect(body).toContain('30 minutos');
    expect(token.length).toBeGreaterThan(30);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const delivery = await t.db.select().from(jobs).where(eq(jobs.kind, 'notification_email'));
    expect(delivery.some((job) => JSON.stringify(job.payload).includes(mail?.id ?? '-'))).toBe(true);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ninguem@example.com'))).toEqual(
      [],
    );
  });

  it('names the field of a malformed address', async () => {
    const response = await forgot('não é email');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('sets the password once and signs every session of the user out', async () => {
    const user = await createUser(t.db, orgId);
    const before = await login(t.app, user.email, user.password);
    await forgot(user.email);
    const { token } = await linkSentTo(user.email);

    const done = await reset(token, 'nova-senha-2026');
    expect(done.statusCode, done.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(before) });
    expect(me.statusCode).toBe(401);
    expect((await passwordStep(t.app, user.email, 'nova-senha-2026')).token).toBeTruthy();

    const reused = await reset(token, 'outra-senha-2026');
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).details).toEqual([expect.objectContaining({ field: 'token' })]);
  });

  it('keeps the link valid for 30 minutes and not a minute more', async () => {
    const early = await createUser(t.db, orgId);
    const late = await createUser(t.db, orgId);
    await forgot(early.email);
    await forgot(late.email);
    const earlyLink = await linkSentTo(early.email);
    const lateLink = await linkSentTo(late.email);

    t.clock.advance(29 * 60_000);
    expect((await reset(earlyLink.token, 'dentro-do-prazo')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await reset(lateLink.token, 'fora-do-prazo');
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).details).toEqual([expect.objectContaining({ field: 'token' })]);
    expect(
      (await post(t.app, '/api/auth/login', { email: late.email, password: 'fora-do-prazo' })).statusCode,
    ).toBe(401);
  });

  it('does not take a sign-in challenge for a reset link', async () => {
    const user = await createUser(t.db, orgId, { role: 'admin' });
    const token = await login(t.app, user.email, user.password);
    await enableTwoFactor(t, token);
    const { challenge } = await passwordStep(t.app, user.email, user.password);
    expect((await reset(challenge ?? '', 'tomada-de-conta')).statusCode).toBe(400);
  });

  it('sends at most three links an hour to one address, answering 200 all the same', async () => {
    const user = await createUser(t.db, orgId);
    for (let n = 0; n < 5; n++) expect((await forgot(user.email)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      expect(sent).toHaveLength(3);
    });
  });
});

describe('the per-address limit of forgot-password', () => {
  it('answers 429 past the login limit from one address', async () => {
    const limited = await clockedApp({ loginRateLimit: 2 });
    try {
      const codes: number[] = [];
      for (let n = 0; n < 3; n++) {
        codes.push(
          (await post(limited.app, '/api/auth/forgot-password', { email: `x${n}@example.com` })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
