import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigs, emailOutbox, instances, organizations, users } from '../../../../server/db/schema';
import { authHeader, createTestApp, errorOf, login, type TestApp } from '../../helpers/app';
import { onboard, onboardingForm, passwordFromOutbox } from './onboarding-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/organizations/onboard', () => {
  it('creates the shop on its plan in trial, its admin, its first instance and the encrypted AI key', async () => {
    const form = onboardingForm({ subscriptionPlan: 'professional', openaiApiKey: 'sk-teste-1234567890' });
    const response = await onboard(t.app, form);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.slug).toBe(form.organizationSlug);
    // The generated password travels only by e-mail.
    const password = await passwordFromOutbox(t.db, form.ownerEmail);
    expect(response.body).not.toContain(password);

    const [org] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.slug, form.organizationSlug));
    expect(org).toMatchObject({
      plan: 'professional',
      subscriptionStatus: 'trialing',
      ownerEmail: form.ownerEmail,
    });
    const trialDays = ((org?.trialEndsAt?.getTime() ?? 0) - (org?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(trialDays).toBeCloseTo(7, 3);

    const token = await login(t.app, form.ownerEmail, password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
    expect(me.json().user).toMatchObject({ email: form.ownerEmail, role: 'admin' });

    const list = await t.app.inject({ method: 'GET', url: '/api/instances', headers: authHeader(token) });
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Atendimento principal', gateway: 'simulator' }),
    ]);

    const [config] = await t.db
      .select({ apiKeyEnc: aiConfigs.apiKeyEnc })
      .from(aiConfigs)
      .where(eq(aiConfigs.organizationId, org?.id ?? ''));
    expect(config?.apiKeyEnc).toBeTruthy();
    expect(config?.apiKeyEnc).not.toContain('sk-teste');
  });

  it('puts the first instance on Evolution when the gateway key is given', async () => {
    const form = onboardingForm({ bikerHubApiKey: 'evo-key-123' });
    expect((await onboard(t.app, form)).statusCode).toBe(201);
    const [row] = await t.db
      .select({ gateway: instances.gateway })
      .from(instances)
      .innerJoin(organizations, eq(organizations.id, instances.organizationId))
      .where(eq(organizations.slug, form.organizationSlug));
    expect(row?.gateway).toBe('evolution');
  });

  it('answers 409 naming the field for a slug or an owner e-mail already in use', async () => {
    const first = onboardingForm();
    expect((await onboard(t.app, first)).statusCode).toBe(201);

    const sameSlug = await onboard(t.app, onboardingForm({ organizationSlug: first.organizationSlug }));
    expect(sameSlug.statusCode).toBe(409);
    expect(errorOf(sameSlug).details).toEqual([
      { field: 'organizationSlug', message: 'Esta URL já está em uso' },
    ]);

    const sameEmail = await onboard(t.app, onboardingForm({ ownerEmail: first.ownerEmail.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail).details).toEqual([
      { field: 'ownerEmail', message: 'Este email já está em uso' },
    ]);
  });

  it('validates every field in Portuguese', async () => {
    const response = await onboard(
      t.app,
      onboardingForm({
        organizationSlug: 'Loja Legal!',
        ownerEmail: 'joana',
        phone: '1234',
        instanceName: ' ',
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = (errorOf(response).details as { field: string; message: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['organizationSlug', 'ownerEmail', 'phone', 'instanceName']),
    );
    expect(JSON.stringify(errorOf(response).details)).toContain('Telefone deve ter pelo menos 10 dígitos');
  });
});

describe('abuse and failures (an app whose encryption key is broken, and a tight rate limit)', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ encryptionKey: Buffer.alloc(8), onboardingRateLimit: 12 });
  });
  afterAll(() => broken.close());

  it('leaves nothing half-created when a step fails', async () => {
    // The AI key step fails after the organization and its owner were written.
    const form = onboardingForm({ openaiApiKey: 'sk-teste-falha' });
    const response = await onboard(broken.app, form, '10.0.0.1');
    expect(response.statusCode).toBe(500);
    expect(
      await broken.db.select().from(organizations).where(eq(organizations.slug, form.organizationSlug)),
    ).toEqual([]);
    expect(await broken.db.select().from(users).where(eq(users.email, form.ownerEmail))).toEqual([]);
    expect(await broken.db.select().from(emailOutbox).where(eq(emailOutbox.to, form.ownerEmail))).toEqual([]);
    expect(await broken.db.select().from(instances)).toEqual([]);
  });

  it('lets a person retry at least 10 times an hour, then asks to wait', async () => {
    const bad = onboardingForm({ ownerEmail: 'x' });
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await onboard(broken.app, bad, '10.0.0.9')).statusCode).toBe(400);
    }
    const blocked = await onboard(broken.app, bad, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toContain('Aguarde');
    expect((await onboard(broken.app, bad, '10.0.0.10')).statusCode).toBe(400);
  });
});
