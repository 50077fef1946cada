import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OnboardingBody } from '../../../../contract/organizations';
import type { Db } from '../../../../server/db/client';
import { emailOutbox } from '../../../../server/db/schema';

let counter = 0;

/** A complete onboarding form; each call a new slug and owner e-mail unless overridden. */
export function onboardingForm(overrides: Partial<OnboardingBody> = {}): OnboardingBody {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    organizationName: `Auto Loja ${tag}`,
    organizationSlug: `auto-loja-${tag}`,
    address: 'Rua das Flores, 100 - Campinas, SP',
    ownerName: 'Joana Prado',
    ownerEmail: `joana.${tag}@example.com`,
    phone: '(19) 99876-5432',
    subscriptionPlan: 'starter',
    instanceName: 'Atendimento principal',
    ...overrides,
  };
}

export function onboard(app: FastifyInstance, form: OnboardingBody, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/organizations/onboard', payload: form, remoteAddress });
}

/** The generated password, read from the credentials e-mail in the outbox, as the owner would. */
export async function passwordFromOutbox(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = row && /Senha: (\S+)/.exec(row.body);
  if (!match?.[1]) throw new Error(`no credentials e-mail for ${email}`);
  return match[1];
}
