import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OnboardingInput, OnboardingResponse } from '../../../contract/organizations';
import { PLANS, TRIAL_DAYS } from '../../../contract/plans';
import type { Tx } from '../../db/client';
import { aiConfigs, organizationChanges, organizations, payments, users } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { issuePasswordToken, SET_PASSWORD_TOKEN_TTL_MS, setPasswordUrl } from '../auth/password-tokens';
import { createInstance } from '../instances/service';
import { splitName } from '../users/mappers';
import { credentialsEmail } from './credentials-email';
import { deliverEmail, queueEmail } from './mailer';

const DAY_MS = 86_400_000;

const slugTaken = () =>
  new HttpError(409, 'slug_taken', 'Esta URL já está em uso por outra organização. Escolha outra.', [
    { field: 'organizationSlug', message: 'Esta URL já está em uso' },
  ]);
const emailTaken = () =>
  new HttpError(409, 'email_taken', 'Este email já está em uso. Use outro ou entre com a sua conta.', [
    { field: 'ownerEmail', message: 'Este email já está em uso' },
  ]);

async function assertAvailable(tx: Tx, slug: string, email: string): Promise<void> {
  const [slugRow] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  if (slugRow) throw slugTaken();
  const [emailRow] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  if (emailRow) throw emailTaken();
}

/** Everything of a new shop, in the caller's transaction: a failure leaves none of it behind. */
async function createShop(app: FastifyInstance, tx: Tx, input: OnboardingInput, passwordHash: string) {
  await assertAvailable(tx, input.organizationSlug, input.ownerEmail);
  const now = app.clock.now();
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const [org] = await tx
    .insert(organizations)
    .values({
      name: input.organizationName,
      slug: input.organizationSlug,
      address: input.address || null,
      ownerEmail: input.ownerEmail,
      ownerName: input.ownerName,
      ownerPhone: input.phone.replace(/\D/g, ''),
      plan: input.subscriptionPlan,
      subscriptionStatus: 'trialing',
      trialEndsAt,
      currentPeriodEnd: trialEndsAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization not created');

  const [owner] = await tx
    .insert(users)
    .values({
      organizationId: org.id,
      ...splitName(input.ownerName),
      email: input.ownerEmail,
      phone: input.phone.replace(/\D/g, ''),
      passwordHash,
      role: 'admin',
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('owner not created');

  const key = app.config.encryptionKey;
  if (input.bikerHubApiKey) {
    // With a gateway key the first instance is an Evolution one (createInstance reads this column).
    await tx
      .update(organizations)
      .set({ evolutionApiKeyEnc: encryptSecret(key, input.bikerHubApiKey) })
      .where(eq(organizations.id, org.id));
  }
  const { instance } = await createInstance(
    tx,
    org.id,
    { userId: owner.id, name: input.instanceName, phone: input.phone.replace(/\D/g, '') },
    { evolutionApiUrl: app.config.evolutionApiUrl },
  );
  if (input.openaiApiKey) {
    await tx
      .update(aiConfigs)
      .set({ apiKeyEnc: encryptSecret(key, input.openaiApiKey), provider: 'openai' })
      .where(eq(aiConfigs.instanceId, instance.id));
  }
  // The first charge falls due when the trial ends.
  await tx.insert(payments).values({
    organizationId: org.id,
    plan: input.subscriptionPlan,
    amountCents: PLANS[input.subscriptionPlan].priceCents,
    dueDate: trialEndsAt,
  });
  await tx.insert(organizationChanges).values({
    organizationId: org.id,
    actorUserId: owner.id,
    actorEmail: input.ownerEmail,
    action: 'onboarded',
    after: { subscriptionPlan: input.subscriptionPlan, subscriptionStatus: 'trialing', trialEndsAt },
  });
  return { organizationId: org.id, ownerId: owner.id, trialEndsAt };
}

/**
 * `POST /api/organizations/onboard`: the organization on its plan in trial, the owner as admin with
 * a generated password, the first instance and the AI key (encrypted), in one transaction. The
 * password goes only by e-mail, never in the answer. Without SMTP that e-mail reaches nobody, so the
 * answer carries a single-use link (7 days) where the owner sets the password, shown once by the wizard.
 */
export async function onboardOrganization(
  app: FastifyInstance,
  input: OnboardingInput,
): Promise<OnboardingResponse> {
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  let created: { organizationId: string; trialEndsAt: Date; emailId: string; token: string | null };
  try {
    created = await app.db.transaction(async (tx) => {
      const shop = await createShop(app, tx, input, passwordHash);
      const email = credentialsEmail({
        ownerName: input.ownerName,
        organizationName: input.organizationName,
        slug: input.organizationSlug,
        email: input.ownerEmail,
        password,
        plan: input.subscriptionPlan,
        trialEndsAt: shop.trialEndsAt,
        publicUrl: app.config.publicUrl,
      });
      const emailId = await queueEmail(tx, {
        organizationId: shop.organizationId,
        to: input.ownerEmail,
        ...email,
      });
      const token = app.config.smtpUrl
        ? null
        : await issuePasswordToken(
            tx,
            { id: shop.ownerId, organizationId: shop.organizationId },
            'set_password',
            SET_PASSWORD_TOKEN_TTL_MS,
            app.clock.now(),
          );
      return { ...shop, emailId, token };
    });
  } catch (error) {
    // Two sign-ups racing for the same slug or e-mail: the loser hears which field.
    if (isUniqueViolation(error, 'organizations_slug_key')) throw slugTaken();
    if (isUniqueViolation(error, 'users_email_live_key')) throw emailTaken();
    throw error;
  }
  await deliverEmail(app, created.emailId);
  return {
    slug: input.organizationSlug,
    organizationId: created.organizationId,
    trialEndsAt: created.trialEndsAt.toISOString(),
    message: created.token
      ? 'Organização criada! Defina a senha de acesso pelo link abaixo.'
      : `Organização criada! Enviamos a senha de acesso para ${input.ownerEmail}.`,
    setPasswordUrl: created.token ? setPasswordUrl(app.config.publicUrl, created.token) : null,
  };
}
