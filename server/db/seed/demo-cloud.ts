import { randomBytes } from 'node:crypto';
import { cloudInstanceName } from '../../gateways/cloud';
import { encryptSecret } from '../../lib/crypto';
import type { DbOrTx } from '../client';
import {
  aiConfigs,
  cloudNumbers,
  cloudSimTemplates,
  instanceSettings,
  instances,
  messageTemplates,
} from '../schema';

/**
 * The demo's official number: a Cloud API instance on the built-in simulator, beside the simulated
 * Evolution ones. Its token and app secret are generated here and stored encrypted like a shop's;
 * only the server marks a number simulated, so its Graph address comes from configuration.
 */
export const DEMO_CLOUD_NUMBER = {
  name: 'Vendas Oficial',
  phone: '551140001234',
  displayPhoneNumber: '+55 11 4000-1234',
  verifiedName: 'Auto Center Demo',
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  qualityRating: 'GREEN',
  messagingLimitTier: 'TIER_1K',
} as const;

/**
 * An approved template on the official number, so the demo can reach a customer after the 24-hour
 * window closed; kept on both sides of the wire: the shop's list and the simulated account.
 */
export const DEMO_CLOUD_TEMPLATE = {
  name: 'retomar_conversa',
  category: 'UTILITY',
  language: 'pt_BR',
  body: 'Olá, {{1}}! Aqui é da Auto Center Demo. Ainda posso te ajudar com o carro que você procurava?',
  examples: ['Helena'],
} as const;

async function seedDemoTemplate(db: DbOrTx, organizationId: string, instanceId: string): Promise<void> {
  const template = DEMO_CLOUD_TEMPLATE;
  const externalId = `${DEMO_CLOUD_NUMBER.wabaId.slice(0, 9)}${randomBytes(3).readUIntBE(0, 3)}`;
  await db
    .insert(cloudSimTemplates)
    .values({
      id: externalId,
      wabaId: DEMO_CLOUD_NUMBER.wabaId,
      name: template.name,
      language: template.language,
      category: template.category,
      components: [{ type: 'BODY', text: template.body, example: { body_text: [[...template.examples]] } }],
      status: 'APPROVED',
      decideAt: new Date(0),
    })
    // The simulated account is Meta's, shared by every demo seeded in one database.
    .onConflictDoNothing();
  await db.insert(messageTemplates).values({
    organizationId,
    instanceId,
    name: template.name,
    category: template.category,
    language: template.language,
    body: template.body,
    examples: [...template.examples],
    status: 'APPROVED',
    externalId,
  });
}

export interface DemoCloudInput {
  organizationId: string;
  userId: string;
  encryptionKey: Buffer;
  /** The assistant's instructions, the same as the demo's other numbers. */
  prompt: string;
}

export async function seedDemoCloudNumber(db: DbOrTx, input: DemoCloudInput): Promise<string> {
  const number = DEMO_CLOUD_NUMBER;
  const [instance] = await db
    .insert(instances)
    .values({
      organizationId: input.organizationId,
      userId: input.userId,
      name: number.name,
      phone: number.phone,
      gateway: 'cloud',
      gatewayInstanceName: cloudInstanceName(number.phoneNumberId, randomBytes(4).toString('hex')),
      gatewayTokenEnc: encryptSecret(input.encryptionKey, `EAAG${randomBytes(32).toString('base64url')}`),
      webhookSecret: randomBytes(32).toString('base64url'),
      isConnected: true,
      connectionState: 'open',
    })
    .returning({ id: instances.id });
  if (!instance) throw new Error('demo official number not created');
  await db.insert(cloudNumbers).values({
    instanceId: instance.id,
    organizationId: input.organizationId,
    wabaId: number.wabaId,
    appSecretEnc: encryptSecret(input.encryptionKey, randomBytes(24).toString('hex')),
    verifyToken: randomBytes(24).toString('base64url'),
    displayPhoneNumber: number.displayPhoneNumber,
    verifiedName: number.verifiedName,
    qualityRating: number.qualityRating,
    messagingLimitTier: number.messagingLimitTier,
    simulated: true,
  });
  await db
    .insert(aiConfigs)
    .values({ instanceId: instance.id, organizationId: input.organizationId, prompt: input.prompt });
  await db
    .insert(instanceSettings)
    .values({ instanceId: instance.id, organizationId: input.organizationId, values: {} });
  await seedDemoTemplate(db, input.organizationId, instance.id);
  return instance.id;
}
