import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { addConversation, plus } from './fixture';

export const PERIOD = 'from=2025-03-10&to=2025-03-16';

export interface PreparedShop {
  organizationId: string;
  admin: { id: string; headers: { authorization: string } };
  first: { id: string; headers: { authorization: string } };
  second: { id: string; headers: { authorization: string } };
  firstInstance: string;
  secondInstance: string;
  ids: Record<'unanswered', string>;
}

async function staff(t: TestApp, organizationId: string, role: 'admin' | 'vendedor', firstName: string) {
  const user = await createUser(t.db, organizationId, { role, firstName, lastName: 'Teste' });
  return { id: user.id, headers: authHeader(await login(t.app, user.email, user.password)) };
}

/**
 * The week of 10–16 March 2025 in São Paulo (UTC−3, so a day starts at 03:00 UTC) at "Auto
 * Center": seller 1 owns the first instance, seller 2 the second. Each conversation is there for
 * a figure of the tests; conversations 7 and 8 fall one minute outside the week on each side.
 */
export async function prepareShop(t: TestApp): Promise<PreparedShop> {
  const organizationId = (await createOrganization(t.db, { plan: 'professional', name: 'Auto Center' })).id;
  const admin = await staff(t, organizationId, 'admin', 'Carla');
  const first = await staff(t, organizationId, 'vendedor', 'Bruno');
  const second = await staff(t, organizationId, 'vendedor', 'Diana');
  const firstInstance = (await createInstanceRow(t.db, organizationId, first.id, { name: 'Loja Centro' })).id;
  const secondInstance = (await createInstanceRow(t.db, organizationId, second.id, { name: 'Loja Sul' })).id;
  const chat = (
    instanceId: string,
    createdAt: string,
    rest: Omit<Parameters<typeof addConversation>[1], 'organizationId' | 'instanceId' | 'createdAt'>,
  ) => addConversation(t.db, { organizationId, instanceId, createdAt, ...rest });

  // 1: Monday 09:00, the AI answers in 30 s; sold on Webmotors on Tuesday.
  const c1 = '2025-03-10T12:00:00.000Z';
  await chat(firstInstance, c1, {
    messages: [
      { origin: 'contact', at: c1 },
      { origin: 'ai', at: plus(c1, 30) },
    ],
    lead: {
      status: 'closed_won',
      level: 'HOT',
      soldChannel: 'Webmotors',
      statusChangedAt: '2025-03-11T12:00:00Z',
      assignedUserId: first.id,
      saleValue: 89_900,
    },
  });
  // 2: Tuesday 10:00, the AI in 90 s, then seller 1 takes over after 600 s.
  const c2 = '2025-03-11T13:00:00.000Z';
  await chat(firstInstance, c2, {
    messages: [
      { origin: 'contact', at: c2 },
      { origin: 'ai', at: plus(c2, 90) },
      { origin: 'human', at: plus(c2, 600), senderUserId: first.id },
    ],
    lead: { status: 'negotiating', level: 'WARM', assignedUserId: first.id },
  });
  // 3: Wednesday 11:00, seller 2 answers in 300 s; lost the same day.
  const c3 = '2025-03-12T14:00:00.000Z';
  await chat(secondInstance, c3, {
    messages: [
      { origin: 'contact', at: c3 },
      { origin: 'human', at: plus(c3, 300), senderUserId: second.id },
    ],
    lead: {
      status: 'closed_lost',
      level: 'COLD',
      lostReason: 'Ficha negada',
      statusChangedAt: '2025-03-12T15:00:00Z',
      assignedUserId: second.id,
    },
  });
  // 4: Thursday 12:00, nobody answers; the AI gave up on its reply.
  const c4 = '2025-03-13T15:00:00.000Z';
  const unanswered = await chat(secondInstance, c4, {
    contactName: 'Sem Resposta',
    messages: [
      { origin: 'contact', at: c4 },
      { origin: 'system', at: plus(c4, 300), status: 'failed' },
    ],
    lead: { status: 'new', assignedUserId: second.id },
  });
  // 5: Friday 13:00, an audio reply in 10 s; a follow-up on Saturday, answered an hour later.
  const c5 = '2025-03-14T16:00:00.000Z';
  await chat(firstInstance, c5, {
    messages: [
      { origin: 'contact', at: c5 },
      { origin: 'ai', at: plus(c5, 10), mediaType: 'audio' },
      { origin: 'followup', at: '2025-03-15T16:00:00.000Z' },
      { origin: 'contact', at: '2025-03-15T17:00:00.000Z' },
    ],
    lead: { status: 'qualified', level: 'HOT', assignedUserId: first.id },
  });
  // 6: Sunday 23:59 in São Paulo (Monday 02:59 UTC): still the week. No assignee: the instance's owner.
  const c6 = '2025-03-17T02:59:00.000Z';
  await chat(firstInstance, c6, {
    messages: [
      { origin: 'contact', at: c6 },
      { origin: 'ai', at: plus(c6, 20) },
    ],
    lead: { status: 'new' },
  });
  // 7 and 8: Monday 00:00 after the week, Sunday 23:59 before it.
  for (const at of ['2025-03-17T03:00:00.000Z', '2025-03-10T02:59:00.000Z']) {
    await chat(firstInstance, at, {
      messages: [{ origin: 'contact', at }],
      lead: { status: 'new', level: 'HOT' },
    });
  }
  // Older conversations closed during the week: the dealer-named reason, a reason and a channel typed by hand.
  const old = '2025-03-01T12:00:00.000Z';
  await chat(secondInstance, old, {
    messages: [],
    lead: {
      status: 'closed_lost',
      lostReason: 'Auto Center não compra o carro da época',
      statusChangedAt: '2025-03-13T12:00:00Z',
    },
  });
  await chat(secondInstance, old, {
    messages: [],
    lead: {
      status: 'closed_lost',
      lostReason: 'Cliente desistiu da compra',
      statusChangedAt: '2025-03-14T12:00:00Z',
    },
  });
  await chat(firstInstance, old, {
    messages: [],
    lead: { status: 'closed_won', soldChannel: 'Feirão do bairro', statusChangedAt: '2025-03-15T12:00:00Z' },
  });
  return { organizationId, admin, first, second, firstInstance, secondInstance, ids: { unanswered } };
}

/** A fresh app with the prepared shop, and another shop's chat in the same week that must never show. */
export async function openReportsApp(): Promise<{ t: TestApp; shop: PreparedShop }> {
  const t = await createTestApp();
  const shop = await prepareShop(t);
  const other = await signedInUser(t, 'admin');
  const instanceId = (await createInstanceRow(t.db, other.organizationId, other.id)).id;
  const at = '2025-03-12T15:00:00.000Z';
  await addConversation(t.db, {
    organizationId: other.organizationId,
    instanceId,
    createdAt: at,
    messages: [{ origin: 'contact', at }],
    lead: { status: 'closed_won', level: 'HOT', soldChannel: 'OLX', statusChangedAt: at },
  });
  return { t, shop };
}
