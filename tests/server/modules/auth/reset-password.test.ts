import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingResponse } from '../../../../contract/organizations';
import { authTokens, users } from '../../../../server/db/schema';
import { createTestApp, errorOf, type TestApp } from '../../helpers/app';
import { onboard, onboardingForm } from '../organizations/onboarding-helpers';

/**
 * A new shop on a platform without SMTP: the credentials e-mail reaches nobody, so the wizard's
 * answer carries a single-use link where the owner sets the password and can then sign in.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function newShop(): Promise<{ email: string; token: string }> {
  const form = onboardingForm();
  const response = await onboard(t.app, form);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<OnboardingResponse>();
  expect(body.message).toBe('Organização criada! Defina a senha de acesso pelo link abaixo.');
  const url = new URL(body.setPasswordUrl ?? '');
  expect(url.pathname).toBe('/reset-password');
  return { email: form.ownerEmail, token: url.searchParams.get('token') ?? '' };
}

describe('the set-password link of a shop created without SMTP', () => {
  it('lets the owner set a password once and sign in with it', async () => {
    const { email, token } = await newShop();
    expect(token.length).toBeGreaterThan(30);
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(authTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const weak = await setPassword(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).details).toEqual([
      expect.objectContaining({ field: 'password', message: 'Senha deve ter pelo menos 6 caracteres' }),
    ]);

    const done = await setPassword(token, 'carro-novo-2026');
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(email, 'carro-novo-2026')).statusCode).toBe(200);

    const again = await setPassword(token, 'outra-senha-99');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).details).toEqual([expect.objectContaining({ field: 'token' })]);
    expect((await signIn(email, 'outra-senha-99')).statusCode).toBe(401);
  });

  it('refuses an expired or made-up token', async () => {
    const { email, token } = await newShop();
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, owner?.id ?? ''));
    const expired = await setPassword(token, 'carro-novo-2026');
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe('Este link expirou ou já foi usado. Peça um novo link ao suporte.');
    expect((await setPassword('inventado', 'carro-novo-2026')).statusCode).toBe(400);
    expect((await signIn(email, 'carro-novo-2026')).statusCode).toBe(401);
  });

  it('keeps the link out of the answer when the platform sends e-mail', async () => {
    const withSmtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const form = onboardingForm();
      const response = await onboard(withSmtp.app, form);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<OnboardingResponse>()).toMatchObject({
        setPasswordUrl: null,
        message: `Organização criada! Enviamos a senha de acesso para ${form.ownerEmail}.`,
      });
      expect(await withSmtp.db.select().from(authTokens)).toEqual([]);
    } finally {
      await withSmtp.close();
    }
  });
});
