import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadIntakes, leads, notifications, vehicles } from '../../../../server/db/schema';
import {
  conversationOf,
  elapse,
  leadOf,
  MINUTE,
  openShop,
  type Shop,
  startWorld,
  textsSentTo,
  type World,
} from '../../engine/world';

/** Issue 29: portal and site leads posted to a source's URL, answered on WhatsApp within its delay. */

let world: World;
let shop: Shop;
let seq = 0;
/** A mobile number no other test of the file uses. */
const newPhone = () => `5511981${String(100_000 + ++seq).padStart(6, '0')}`;

beforeAll(async () => {
  world = await startWorld();
  shop = await openShop(world, { enableAutoResponse: false });
  await world.t.db.insert(vehicles).values({
    organizationId: shop.organizationId,
    source: 'manual',
    externalId: 'OLX-1234567',
    make: 'Toyota',
    model: 'Corolla',
    version: 'XEi 2.0',
    year: 2021,
    modelYear: 2021,
    km: 38000,
    price: 112900,
    searchText: 'toyota corolla xei 2.0 sedan prata flex automatico',
  });
});
afterAll(() => world.close());

async function createSource(target: Shop, body: Record<string, unknown> = {}) {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/lead-sources',
    headers: target.headers,
    payload: { name: 'OLX', kind: 'portal', instanceId: target.instanceId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; token: string; intakeUrl: string }>();
}

const post = (token: string, payload: Record<string, unknown>, suffix = '') =>
  world.t.app.inject({ method: 'POST', url: `/api/leads/intake/${token}${suffix}`, payload });

describe('POST /api/leads/intake/:token', () => {
  it('stores the lead with its source and sends the first message after the delay, with the stock price', async () => {
    const source = await createSource(shop);
    expect(source.intakeUrl).toMatch(new RegExp(`/api/leads/intake/${source.token}$`));
    const phone = newPhone();
    const response = await post(source.token, {
      name: 'Paula Ribeiro',
      phone: `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`,
      message: 'Ainda está disponível?',
      vehicle: { make: 'Toyota', model: 'Corolla', year: 2021, price: 99000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const conversation = await conversationOf(world, shop, phone);
    expect(await leadOf(world, conversation.id)).toMatchObject({
      status: 'new',
      source: { kind: 'portal', name: 'OLX' },
    });

    await elapse(world, 59_000);
    expect(textsSentTo(world, shop, phone)).toEqual([]);
    await elapse(world, 1_000);
    const [text] = textsSentTo(world, shop, phone);
    // The stock's price, not the 99,000 the portal's ad said.
    expect(text).toMatch(
      /Olá, Paula! .*OLX sobre o Toyota Corolla 2021: ele está disponível por R\$\s112\.900/,
    );
    const [intake] = await world.t.db.select().from(leadIntakes).where(eq(leadIntakes.contactNumber, phone));
    expect(intake?.status).toBe('sent');
  });

  it("takes OLX's lead format, matching the listing to the stock by its code", async () => {
    const source = await createSource(shop, { replyDelaySeconds: 0 });
    const phone = newPhone();
    const response = await post(
      source.token,
      // As OLX's "Envio de Leads" documents it: the shop's code in adId, OLX's own in listId.
      {
        source: 'chat',
        adId: 'OLX-1234567',
        listId: '1187654321',
        linkAd: 'https://www.olx.com.br/vi/1187654321',
        name: 'Rafael Nunes',
        email: 'rafael@example.com',
        phone: phone.slice(2),
        message: 'Olá, tenho interesse no seu anúncio.',
        createdAt: '2026-11-28T14:30:00.500Z',
        adsInfo: { category: 2020, subject: 'Corolla XEi 2021', price: '109900', type: 'sell' },
        externalId: '9f1c2d-olx-lead',
      },
      '/olx',
    );
    expect(response.statusCode, response.body).toBe(201);
    await elapse(world, 0);
    expect(textsSentTo(world, shop, phone)[0]).toMatch(/Toyota Corolla 2021: .*R\$\s112\.900/);
  });

  it("names the ad's subject when OLX's listing was placed by hand (no dealer code)", async () => {
    const source = await createSource(shop, { replyDelaySeconds: 0 });
    const phone = newPhone();
    const response = await post(
      source.token,
      {
        source: 'whatsapp',
        adId: '',
        listId: 1187650000,
        linkAd: 'https://www.olx.com.br/vi/1187650000',
        name: 'Sônia Prado',
        email: 'sonia@example.com',
        phone: phone.slice(2),
        message: 'Ainda disponível?',
        createdAt: '2026-11-28T14:31:00.000Z',
        adsInfo: { category: 2020, subject: 'Fusca 1975 azul', price: '35000' },
      },
      '/olx',
    );
    expect(response.statusCode, response.body).toBe(201);
    await elapse(world, 0);
    expect(textsSentTo(world, shop, phone)[0]).toContain('sobre o Fusca 1975 azul');
  });

  it('stores the same phone and listing once within 24 h, and again after', async () => {
    const source = await createSource(shop, { replyDelaySeconds: 3600 });
    const phone = newPhone();
    const lead = { name: 'Bruno Alves', phone, vehicle: { listingId: 'L-77' } };
    const first = await post(source.token, lead);
    const again = await post(source.token, lead);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    await elapse(world, 24 * 60 * MINUTE + 1000);
    expect(textsSentTo(world, shop, phone)).toHaveLength(1);
    expect((await post(source.token, lead)).statusCode).toBe(201);
    const stored = await world.t.db.select().from(leadIntakes).where(eq(leadIntakes.contactNumber, phone));
    expect(stored).toHaveLength(2);
  });

  it('answers 400 naming phone when the body has no usable Brazilian number', async () => {
    const source = await createSource(shop);
    for (const phone of ['123', '+1 415 555 0100', '(11) 8123-45678']) {
      const response = await post(source.token, { name: 'Sem Telefone', phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({
        details: expect.arrayContaining([expect.objectContaining({ field: 'phone' })]),
      });
    }
  });

  it('is 404 for a wrong, revoked or rotated token, and for another organization nothing leaks', async () => {
    const source = await createSource(shop);
    const lead = { name: 'Ana', phone: newPhone() };
    expect((await post('nao-existe', lead)).statusCode).toBe(404);
    const rotated = await world.t.app.inject({
      method: 'POST',
      url: `/api/lead-sources/${source.id}/rotate`,
      headers: shop.headers,
    });
    expect(rotated.statusCode).toBe(200);
    expect((await post(source.token, lead)).statusCode).toBe(404);
    const fresh = rotated.json<{ token: string }>().token;
    expect((await post(fresh, lead)).statusCode).toBe(201);
    const revoked = await world.t.app.inject({
      method: 'POST',
      url: `/api/lead-sources/${source.id}/revoke`,
      headers: shop.headers,
    });
    expect(revoked.json()).toMatchObject({ revokedAt: expect.any(String) });
    expect((await post(fresh, { ...lead, phone: newPhone() })).statusCode).toBe(404);

    const other = await openShop(world);
    const notMine = await world.t.app.inject({
      method: 'GET',
      url: `/api/lead-sources/${source.id}`,
      headers: other.headers,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('limits how many leads one token takes a minute', async () => {
    const source = await createSource(shop, { replyDelaySeconds: 3600 });
    const codes: number[] = [];
    for (let n = 0; n < 61; n++)
      codes.push((await post(source.token, { name: 'Lote', phone: 'x' })).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 400)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another source's URL is not slowed by it.
    const other = await createSource(shop, { replyDelaySeconds: 3600 });
    expect((await post(other.token, { name: 'Outro', phone: newPhone() })).statusCode).toBe(201);
  });

  it('marks the lead and tells its seller when the number is not on WhatsApp', async () => {
    const source = await createSource(shop, { replyDelaySeconds: 0 });
    const phone = newPhone();
    world.fake.notOnWhatsApp.add(phone);
    expect((await post(source.token, { name: 'Lia Campos', phone })).statusCode).toBe(201);
    await elapse(world, 0);
    const conversation = await conversationOf(world, shop, phone);
    const lead = await leadOf(world, conversation.id);
    expect(lead.notOnWhatsappAt).not.toBeNull();
    expect(lead.assignedUserId).not.toBeNull();
    // The lead page and the board read it from the API.
    const shown = await world.t.app.inject({
      method: 'GET',
      url: `/api/leads/${lead.id}`,
      headers: shop.headers,
    });
    expect(shown.json()).toMatchObject({ notOnWhatsappAt: expect.any(String) });
    const board = await world.t.app.inject({ method: 'GET', url: '/api/leads/all', headers: shop.headers });
    expect(
      board.json<{ leads: Array<{ id: string; notOnWhatsappAt: string | null }> }>().leads,
    ).toContainEqual(expect.objectContaining({ id: lead.id, notOnWhatsappAt: expect.any(String) }));
    const notices = await world.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, shop.organizationId),
          eq(notifications.userId, lead.assignedUserId ?? ''),
        ),
      );
    expect(notices.map((notice) => notice.title)).toContain('Lead sem WhatsApp: Lia Campos');
    const [intake] = await world.t.db.select().from(leadIntakes).where(eq(leadIntakes.leadId, lead.id));
    expect(intake?.status).toBe('not_on_whatsapp');
    expect(await world.t.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1);
  });

  it("tells the shop's admins when the unreachable lead has no seller", async () => {
    const source = await createSource(shop, { replyDelaySeconds: 60 });
    const phone = newPhone();
    world.fake.notOnWhatsApp.add(phone);
    expect((await post(source.token, { name: 'Caio Mendes', phone })).statusCode).toBe(201);
    const conversation = await conversationOf(world, shop, phone);
    const lead = await leadOf(world, conversation.id);
    await world.t.db.update(leads).set({ assignedUserId: null }).where(eq(leads.id, lead.id));
    await elapse(world, MINUTE);
    const notices = await world.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.organizationId, shop.organizationId));
    expect(notices.map((notice) => notice.title)).toContain('Lead sem WhatsApp: Caio Mendes');
  });
});
