/**
 * The shop the privacy tests work in (an admin, a seller and one number) and a contact who left
 * something of every kind the export carries and the erasure must reach.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ContactExport } from '../../../../contract/privacy';
import {
  appointments,
  conversationNotes,
  leadIntakes,
  leadSources,
  messages,
  simulatorMessages,
  tradeIns,
} from '../../../../server/db/schema';
import { enqueueJob } from '../../../../server/jobs/queue';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';
import { createBoardLead } from '../leads/fixtures';
import { addMessage } from '../messages/fixtures';

export interface PrivacyShop {
  t: TestApp;
  org: string;
  admin: { authorization: string };
  seller: { authorization: string };
  instance: { id: string; organizationId: string };
  /** Numbers each contact's own words, so a search for one never meets another test's contact. */
  serial: number;
}

/** Opens the shop before the file's tests and closes it after; filled in once `beforeAll` ran. */
export function privacyShopForTheFile(): PrivacyShop {
  const shop = { serial: 0 } as PrivacyShop;
  beforeAll(async () => {
    shop.t = await createTestApp();
    shop.org = (await createOrganization(shop.t.db, { plan: 'enterprise' })).id;
    const adminUser = await createUser(shop.t.db, shop.org, { role: 'admin' });
    shop.admin = authHeader(await login(shop.t.app, adminUser.email, adminUser.password));
    const sellerUser = await createUser(shop.t.db, shop.org, { role: 'vendedor' });
    shop.seller = authHeader(await login(shop.t.app, sellerUser.email, sellerUser.password));
    shop.instance = {
      ...(await createInstanceRow(shop.t.db, shop.org, adminUser.id)),
      organizationId: shop.org,
    };
  });
  afterAll(() => shop.t.close());
  return shop;
}

/** A contact with a text, a voice note with a transcription, a note, a trade-in, a visit ahead and a pending follow-up. */
export async function contactWithData(shop: PrivacyShop) {
  const { t, org, instance } = shop;
  shop.serial += 1;
  const { serial } = shop;
  // Each contact's own words, so a search for one never meets another test's contact.
  const NAME = `Joana Titular ${serial}`;
  const SECRET_TEXT = `Meu CPF é 123.456.789-0${serial}`;
  const lead = await createBoardLead(t.db, instance, { contactName: NAME, lastMessage: SECRET_TEXT });
  const at = new Date(Date.now() - 60 * 60_000);
  await addMessage(t.db, { id: lead.conversationId }, instance, { timestamp: at, content: SECRET_TEXT });
  const voice = await addMessage(t.db, { id: lead.conversationId }, instance, {
    timestamp: new Date(at.getTime() + 1000),
    media: { type: 'audio', mimetype: 'audio/ogg', bytes: Buffer.from('voz do titular') },
  });
  await t.db
    .update(messages)
    .set({ transcription: `quero financiar ${serial}x` })
    .where(eq(messages.id, voice.id));
  await addMessage(t.db, { id: lead.conversationId }, instance, {
    timestamp: new Date(at.getTime() + 2000),
    direction: 'out',
    content: `Olá ${NAME}, temos o Onix`,
  });
  await t.db.insert(conversationNotes).values({
    organizationId: org,
    conversationId: lead.conversationId,
    authorName: 'Ana',
    text: 'Cliente mora na Rua Secreta 10',
  });
  await t.db.insert(tradeIns).values({
    organizationId: org,
    leadId: lead.id,
    make: 'Fiat',
    model: 'Uno',
    year: 2015,
    plate: 'ABC1D23',
    createdBy: 'staff',
  });
  await t.db.insert(appointments).values({
    organizationId: org,
    leadId: lead.id,
    kind: 'visita',
    startsAt: new Date(Date.now() + 3 * 24 * 60 * 60_000),
    durationMinutes: 60,
    source: 'staff',
    notes: 'Vem com a esposa',
  });
  const followUp = await enqueueJob(t.db, {
    kind: 'followup',
    organizationId: org,
    payload: { conversationId: lead.conversationId },
    runAt: new Date(Date.now() + 60 * 60_000),
  });
  // The portal's post that brought the lead, and our words on the simulated phone.
  const [source] = await t.db
    .insert(leadSources)
    .values({
      organizationId: org,
      name: 'OLX',
      kind: 'portal',
      instanceId: instance.id,
      tokenHash: `h${serial}`,
    })
    .returning();
  await t.db.insert(leadIntakes).values({
    organizationId: org,
    leadSourceId: source?.id ?? '',
    contactNumber: lead.contactNumber,
    payload: { name: NAME, phone: lead.contactNumber, message: SECRET_TEXT },
    conversationId: lead.conversationId,
    leadId: lead.id,
    receivedAt: at,
  });
  await t.db.insert(simulatorMessages).values({
    instanceId: instance.id,
    contactNumber: lead.contactNumber,
    gatewayMessageId: `sim-${serial}`,
    kind: 'text',
    content: `Olá ${NAME}, temos o Onix`,
  });
  return { ...lead, voiceId: voice.id, followUp, NAME, SECRET_TEXT, serial };
}

export const exportOf = async ({ t, admin }: PrivacyShop, leadId: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/export`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: response.json<ContactExport>() };
};
