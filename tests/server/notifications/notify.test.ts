import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS_DEFAULTS, type SystemSettings } from '../../../contract/settings';
import { emailOutbox, instances, users, webhookEvents } from '../../../server/db/schema';
import { type Notice, notify } from '../../../server/notifications/notify';
import {
  CONSULTANT,
  conversationOf,
  customerWrites,
  elapse,
  MINUTE,
  newCustomer,
  openShop,
  type Shop,
  startWorld,
  textsSentTo,
  type World,
} from '../engine/world';
import { authHeader, createUser, login } from '../helpers/app';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const app = () => world.t.app;
const deps = () => ({
  db: world.t.db,
  bus: app().events,
  clock: world.t.clock,
  publicUrl: 'https://vendai.test',
});

const bell = async (headers: { authorization: string }) => {
  const response = await app().inject({ method: 'GET', url: '/api/notifications', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    notifications: { id: string; kind: string; title: string; link: string | null; read: boolean }[];
    unreadCount: number;
  }>();
};

const saveSettings = async (shop: Shop, values: Partial<SystemSettings>) => {
  const response = await app().inject({
    method: 'PUT',
    url: '/api/settings',
    headers: shop.headers,
    payload: { ...SYSTEM_SETTINGS_DEFAULTS, ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const ownerOf = async (shop: Shop) => {
  const [row] = await world.t.db
    .select({ id: instances.userId })
    .from(instances)
    .where(eq(instances.id, shop.instanceId));
  if (!row) throw new Error('no instance');
  return row.id;
};

const seller = async (shop: Shop, phone?: string) => {
  const user = await createUser(world.t.db, shop.organizationId, { role: 'vendedor' });
  if (phone) await world.t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, headers: authHeader(await login(app(), user.email, user.password)) };
};

const notice = (shop: Shop, to: Notice['to'], title = 'Falha na IA'): Notice => ({
  organizationId: shop.organizationId,
  to,
  kind: 'ai_failure',
  title,
  body: 'A IA não respondeu no número Auto Center Vila.',
  link: '/webhook-monitor',
});

describe('HOT lead handover', () => {
  it("notifies the instance's owner in the bell (live) and by e-mail, besides the consultant's WhatsApp", async () => {
    const shop = await openShop(world);
    const customer = newCustomer('Marina Lopes');
    await customerWrites(world, shop, customer, 'Quero comprar o Compass hoje, qual o valor à vista?');
    await elapse(world, 2 * MINUTE);
    const conversation = await conversationOf(world, shop, customer.number);
    expect(conversation.transferredToConsultantAt).not.toBeNull();

    const owner = await ownerOf(shop);
    const list = await bell(shop.headers);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'hot_lead',
      title: 'Lead quente: Marina Lopes',
      link: `/chat?conversation=${conversation.id}`,
      read: false,
    });
    expect(
      world.events.events.some(
        ({ event }) => event.type === 'notification_created' && event.userId === owner,
      ),
    ).toBe(true);
    const mails = await world.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.organizationId, shop.organizationId));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vendaí: Lead quente: Marina Lopes');
    expect(mails[0]?.body).toContain(`/chat?conversation=${conversation.id}`);
    expect(textsSentTo(world, shop, CONSULTANT)).toHaveLength(1);
  });

  it('sends by no channel the settings switch off', async () => {
    const shop = await openShop(world);
    await saveSettings(shop, { emailNotifications: false, whatsappAlerts: false, systemAlerts: false });
    const customer = newCustomer('Paulo Nunes');
    await customerWrites(world, shop, customer, 'Vou levar o Argo, qual o valor da entrada?');
    await elapse(world, 2 * MINUTE);
    expect((await conversationOf(world, shop, customer.number)).transferredToConsultantAt).not.toBeNull();

    expect((await bell(shop.headers)).unreadCount).toBe(0);
    const mails = await world.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.organizationId, shop.organizationId));
    expect(mails).toEqual([]);
    expect(textsSentTo(world, shop, CONSULTANT)).toEqual([]);
    const records = await world.t.db
      .select({ steps: webhookEvents.steps })
      .from(webhookEvents)
      .where(eq(webhookEvents.instanceId, shop.instanceId));
    const step = records.flatMap((record) => record.steps).find((entry) => entry.step === 'qualification');
    expect(step?.details).toMatchObject({ level: 'HOT', consultantNotice: 'whatsapp_alerts_off' });
  });
});

describe('notify', () => {
  it('reaches one user, or every admin, and each reads their own', async () => {
    const shop = await openShop(world);
    const ana = await seller(shop);
    const bruno = await seller(shop);
    await notify(deps(), notice(shop, { userId: ana.id }, 'Lead movido para você'));
    await notify(deps(), notice(shop, { role: 'admin' }, 'Limite de mensagens em 80%'));

    expect((await bell(ana.headers)).notifications.map((n) => n.title)).toEqual(['Lead movido para você']);
    expect((await bell(bruno.headers)).notifications).toEqual([]);
    expect((await bell(shop.headers)).notifications.map((n) => n.title)).toEqual([
      'Limite de mensagens em 80%',
    ]);
  });

  it('sends WhatsApp to the user through a connected number of the organization', async () => {
    const shop = await openShop(world);
    const phone = '5511977776666';
    const carla = await seller(shop, phone);
    const result = await notify(deps(), notice(shop, { userId: carla.id }));
    expect(result).toEqual({ inApp: 1, emails: 1, whatsapp: 1 });
    await elapse(world, 1000);
    const [text] = textsSentTo(world, shop, phone);
    expect(text).toContain('*Falha na IA*');
    expect(text).toContain('https://vendai.test/webhook-monitor');
  });
});

describe('the bell', () => {
  it('marks read one by one and all at once, per user', async () => {
    const shop = await openShop(world);
    const dani = await seller(shop);
    for (const title of ['Um', 'Dois', 'Três'])
      await notify(deps(), notice(shop, { userId: dani.id }, title));
    const first = await bell(dani.headers);
    expect(first.unreadCount).toBe(3);
    const target = first.notifications.find((n) => n.title === 'Dois');

    const read = await app().inject({
      method: 'POST',
      url: `/api/notifications/${target?.id}/read`,
      headers: dani.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = await bell(dani.headers);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.find((n) => n.title === 'Dois')?.read).toBe(true);

    const all = await app().inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: dani.headers,
    });
    expect(all.statusCode).toBe(200);
    expect((await bell(dani.headers)).unreadCount).toBe(0);
  });

  it("answers 404 for another user's or another organization's notice", async () => {
    const shop = await openShop(world);
    const other = await openShop(world);
    const eva = await seller(shop);
    const colleague = await seller(shop);
    await notify(deps(), notice(shop, { userId: eva.id }));
    const [mine] = (await bell(eva.headers)).notifications;

    for (const headers of [colleague.headers, other.headers]) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/notifications/${mine?.id}/read`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await bell(eva.headers)).unreadCount).toBe(1);
  });
});
