import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { DEFAULT_FINANCING_SETTINGS } from '../../financing/defaults';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  aiConfigs,
  conversations,
  financingSettings,
  instanceSettings,
  instances,
  leads,
  messages,
  organizations,
  users,
} from '../schema';
import { seedDemoAgenda } from './demo-agenda';
import { seedDemoCloudNumber } from './demo-cloud';
import { DEMO_CONVERSATIONS, DEMO_INSTANCES } from './demo-content';
import { seedDemoStock } from './demo-stock';

export const DEMO_PASSWORD = 'vendai-demo';
export const DEMO_LOGINS = [
  { email: 'admin@demo.vendai.com.br', role: 'admin', firstName: 'Carla', lastName: 'Mendes' },
  { email: 'vendedor@demo.vendai.com.br', role: 'vendedor', firstName: 'Rafael', lastName: 'Souza' },
  { email: 'master@demo.vendai.com.br', role: 'super_admin', firstName: 'Marcos', lastName: 'Oliveira' },
] as const;

/**
 * The demo shop lends with 10 % down, as many Brazilian dealers advertise: "dá pra financiar com
 * 10 mil de entrada?" on a car of about R$ 98.900 is then simulated as asked.
 */
export const DEMO_MIN_DOWN_PAYMENT_PERCENT = 10;

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000);

/**
 * Fills an empty database with one demo organization so every screen has something to show; its
 * stock comes from the built-in demo CRM, whose photo addresses are on `publicUrl`.
 */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'encryptionKey'>,
  at: Date = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = at.getTime();
  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: 'Auto Center Demo',
        slug: 'auto-center-demo',
        address: 'Av. Paulista, 1000 - São Paulo, SP',
        ownerEmail: DEMO_LOGINS[0].email,
        ownerName: 'Carla Mendes',
        plan: 'enterprise',
        subscriptionStatus: 'active',
        currentPeriodEnd: new Date(now + 5 * 86_400_000),
      })
      .returning({ id: organizations.id });
    if (!org) throw new Error('demo organization not created');
    // The demo shop's own table, so /settings shows a saved one and the AI simulates with four banks.
    await tx.insert(financingSettings).values({
      organizationId: org.id,
      minDownPaymentPercent: DEMO_MIN_DOWN_PAYMENT_PERCENT,
      banks: [
        ...DEFAULT_FINANCING_SETTINGS.banks,
        { name: 'Banco Paulista Auto', monthlyRate: 1.79, maxTermMonths: 48 },
      ],
    });

    const staff = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((login) => ({
          organizationId: org.id,
          firstName: login.firstName,
          lastName: login.lastName,
          email: login.email,
          passwordHash,
          role: login.role,
        })),
      )
      .returning({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName });
    const byRole = (role: string) => {
      const user = staff.find((s) => s.role === role);
      if (!user) throw new Error(`demo ${role} not created`);
      return user;
    };

    const createdInstances = await tx
      .insert(instances)
      .values(
        DEMO_INSTANCES.map((inst, index) => ({
          organizationId: org.id,
          userId: byRole(inst.owner).id,
          name: inst.name,
          phone: inst.phone,
          gateway: 'simulator' as const,
          gatewayInstanceName: `demo-${index + 1}-${randomBytes(3).toString('hex')}`,
          webhookSecret: randomBytes(32).toString('base64url'),
          isConnected: inst.connected,
          connectionState: inst.connected ? 'open' : 'close',
          consultorNotificationEnabled: index === 0,
          consultorNotificationPhone: index === 0 ? '5511999990000' : null,
        })),
      )
      .returning({ id: instances.id });
    const prompt =
      'Você é o assistente de vendas da Auto Center Demo, uma loja de carros seminovos em São Paulo. ' +
      'Seja cordial, objetivo e ajude o cliente a agendar uma visita ou uma simulação de financiamento.';
    await tx
      .insert(aiConfigs)
      .values(createdInstances.map((inst) => ({ instanceId: inst.id, organizationId: org.id, prompt })));
    await tx
      .insert(instanceSettings)
      .values(createdInstances.map((inst) => ({ instanceId: inst.id, organizationId: org.id, values: {} })));

    await seedDemoCloudNumber(tx, {
      organizationId: org.id,
      userId: byRole('admin').id,
      encryptionKey: config.encryptionKey,
      prompt,
    });

    await seedDemoStock(tx, {
      organizationId: org.id,
      userId: byRole('admin').id,
      publicUrl: config.publicUrl,
      encryptionKey: config.encryptionKey,
      now: new Date(now),
    });

    const seller = byRole('vendedor');
    const leadsByContact = new Map<string, string>();
    for (const seed of DEMO_CONVERSATIONS) {
      const instanceId = createdInstances[seed.instance]?.id;
      if (!instanceId) continue;
      const last = seed.messages[seed.messages.length - 1];
      const lastCustomer = [...seed.messages].reverse().find((m) => m.origin === 'contact');
      const lastOutbound = [...seed.messages].reverse().find((m) => m.origin !== 'contact');
      const firstAt = minutesAgo(now, seed.messages[0]?.ago ?? 0);
      const [conversation] = await tx
        .insert(conversations)
        .values({
          organizationId: org.id,
          instanceId,
          contactNumber: seed.contactNumber,
          contactJid: `${seed.contactNumber}@s.whatsapp.net`,
          contactName: seed.contactName,
          lastMessage: last?.text ?? null,
          lastMessageAt: last ? minutesAgo(now, last.ago) : null,
          lastCustomerMessageAt: lastCustomer ? minutesAgo(now, lastCustomer.ago) : null,
          lastOutboundAt: lastOutbound ? minutesAgo(now, lastOutbound.ago) : null,
          unreadCount: seed.unread,
          isAiActive: seed.aiActive,
          aiPausedReason: seed.aiActive ? null : 'human_takeover',
          isFollowUpActive: seed.followUpActive,
          followUpsSent: seed.messages.filter((m) => m.origin === 'followup').length,
          transferredToConsultantAt: seed.transferred ? firstAt : null,
          createdAt: firstAt,
        })
        .returning({ id: conversations.id });
      if (!conversation) continue;
      await tx.insert(messages).values(
        seed.messages.map((message, index) => ({
          organizationId: org.id,
          conversationId: conversation.id,
          instanceId,
          gatewayMessageId: `DEMO${randomBytes(8).toString('hex').toUpperCase()}${index}`,
          direction: message.origin === 'contact' ? ('in' as const) : ('out' as const),
          origin: message.origin,
          senderName: message.origin === 'human' ? `${seller.firstName} ${seller.lastName}` : null,
          senderUserId: message.origin === 'human' ? seller.id : null,
          content: message.text,
          status: message.origin === 'contact' ? ('received' as const) : ('delivered' as const),
          timestamp: minutesAgo(now, message.ago),
          createdAt: minutesAgo(now, message.ago),
        })),
      );
      const [lead] = await tx
        .insert(leads)
        .values({
          organizationId: org.id,
          instanceId,
          conversationId: conversation.id,
          assignedUserId: seller.id,
          status: seed.lead.status,
          qualificationLevel: seed.lead.level ?? null,
          aiQualificationScore: seed.lead.score ?? null,
          lostReason: seed.lead.lostReason ?? null,
          soldChannel: seed.lead.soldChannel ?? null,
          statusChangedAt: last ? minutesAgo(now, last.ago) : null,
          // The shop recorded that the open leads agreed to receive offers, so a campaign on the
          // demo reaches someone; lost leads did not.
          ...(seed.lead.status === 'closed_lost'
            ? {}
            : { consentStatus: 'opted_in' as const, consentAt: firstAt, consentSource: 'operator' }),
          createdAt: firstAt,
        })
        .returning({ id: leads.id });
      if (lead && seed.contactName) leadsByContact.set(seed.contactName, lead.id);
    }
    await seedDemoAgenda(tx, {
      organizationId: org.id,
      now: new Date(now),
      leadsByContact,
      sellers: { vendedor: seller.id, admin: byRole('admin').id },
    });
  });
}
