import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, messageMedia, vehicles } from '../../../../server/db/schema';
import { demoStock } from '../../../../server/gateways/crm/demo/stock';
import { applyCrmStock } from '../../../../server/stock/crm-stock';
import { asksToSeeCar } from '../../../../server/stock/photo-request';
import { searchTextOf } from '../../../../server/stock/search-text';
import { FakeEvolution } from '../../gateways/fake-evolution';
import { createOrganization, createUser } from '../../helpers/app';
import { type EngineApp, engineApp } from '../app';
import { createEvolutionInstance, postWebhook, textMessageBody } from '../intake/helpers';
import {
  customerSends,
  messagesOf,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

/**
 * The photo of the offered car: with the instance's switch on, a customer asking to see the car gets
 * its first photo after the answer, through the gateway's media send, stored as the AI's image.
 */

const PUBLIC_URL = 'http://localhost:3000';

let t: EngineApp;

beforeAll(async () => {
  t = await engineApp({ config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

/** The car of the organization whose first photo is `url`. */
const carWithPhoto = async (app: EngineApp, organizationId: string, url: string | undefined) => {
  const cars = await app.db.select().from(vehicles).where(eq(vehicles.organizationId, organizationId));
  const car = cars.find((candidate) => candidate.photos[0] === url);
  if (!car) throw new Error(`no car has the photo ${url}`);
  return car;
};
const priceText = (price: number) => `R$ ${Number(price).toLocaleString('pt-BR')}`;

describe('a customer asking to see the car', () => {
  it.each([
    'Tem foto?',
    'manda uma foto do corolla',
    'Quero ver o carro',
    'consegue me mandar umas fotos dele?',
    'tem imagem do interior?',
    'posso ver como ele está?',
    'queria ver o onix',
  ])('"%s" asks for a photo', (message) => {
    expect(asksToSeeCar(message)).toBe(true);
  });

  it.each([
    'Quanto custa o Corolla?',
    'vou te mandar as fotos do meu carro pra troca',
    'segue a foto do documento',
    'quero ver o financiamento',
    'posso ir ver o carro amanhã?',
    'quero ver ele pessoalmente',
    'tem Onix até 60 mil?',
  ])('"%s" does not', (message) => {
    expect(asksToSeeCar(message)).toBe(false);
  });
});

describe('the car photo on the simulator', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop(t);
    await applyCrmStock(t.db, shop.organizationId, demoStock(PUBLIC_URL), t.clock.now());
    await setSettings(t, shop, { singleMessage: true });
  });

  it('is not sent while the switch is off (the default)', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Boa tarde! Manda uma foto do Corolla?' });
    await quietPeriodPasses(t);
    const { messages } = await phoneOf(t, shop, contact);
    expect(messages.map((message) => message.kind)).toEqual(['text']);
    const reply = (await monitorOf(t, shop, contact))
      .flatMap((r) => r.steps)
      .find((s) => s.step === 'ai_reply');
    expect(reply?.details).not.toHaveProperty('carPhoto');
  });

  it('goes out after the answer, shows in the inbox and on the phone, and the monitor notes it', async () => {
    await setSettings(t, shop, { sendCarPhotoEnabled: true });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Vocês têm Corolla?' });
    await quietPeriodPasses(t);
    await customerSends(t, shop, contact, { text: 'Tem foto?' });
    await quietPeriodPasses(t);

    const { messages: phone } = await phoneOf(t, shop, contact);
    expect(phone.map((message) => message.kind)).toEqual(['text', 'text', 'image']);
    const photo = phone[2];
    const url = photo?.content.split('\n').at(-1);
    const corolla = await carWithPhoto(t, shop.organizationId, url);
    expect(corolla.model).toBe('Corolla');
    expect(photo?.content).toContain('Toyota Corolla');
    expect(photo?.content).toContain(priceText(corolla.price));
    expect(phone[1]?.content).toContain('foto');

    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/simulator/instances/${shop.instanceId}/chats/${contact}`,
      headers: shop.headers,
    });
    const shown = timeline.json().items.find((item: { media: unknown }) => item.media);
    expect(shown).toMatchObject({ from: 'business', media: { kind: 'image', src: url } });
    expect(shown.text).not.toContain('http');

    const stored = (await messagesOf(t, shop, contact)).filter((message) => message.direction === 'out');
    const image = stored.at(-1);
    expect(image).toMatchObject({ origin: 'ai', mediaType: 'image', status: 'delivered' });
    const [bytes] = await t.db
      .select()
      .from(messageMedia)
      .where(eq(messageMedia.messageId, image?.id ?? ''));
    expect(Buffer.from(bytes?.data ?? []).toString('utf8')).toContain('Corolla');

    const records = await monitorOf(t, shop, contact);
    const reply = records.at(-1)?.steps.find((step) => step.step === 'ai_reply');
    expect(reply?.details).toMatchObject({
      carPhoto: { vehicleId: corolla.id, status: 'sent', url },
    });
  });

  it('is refused when the photo is on a private address', async () => {
    await t.db.insert(vehicles).values({
      organizationId: shop.organizationId,
      source: 'manual',
      make: 'Chery',
      model: 'Tiggo 5X',
      version: 'Pro',
      year: 2021,
      modelYear: 2022,
      km: 30_000,
      price: 52_900,
      photos: ['http://127.0.0.1:9/tiggo.jpg'],
      searchText: searchTextOf({
        make: 'Chery',
        model: 'Tiggo 5X',
        version: 'Pro',
        color: '',
        fuel: '',
        transmission: '',
        bodyType: '',
      }),
    });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Manda foto do Tiggo' });
    await quietPeriodPasses(t);
    const { messages } = await phoneOf(t, shop, contact);
    expect(messages.map((message) => message.kind)).toEqual(['text']);
    const reply = (await monitorOf(t, shop, contact))
      .flatMap((r) => r.steps)
      .find((s) => s.step === 'ai_reply');
    expect(reply?.details).toMatchObject({ carPhoto: { status: 'refused' } });
  });
});

describe('the car photo on Evolution', () => {
  let fake: FakeEvolution;
  let te: EngineApp;

  beforeAll(async () => {
    fake = await FakeEvolution.start();
    te = await engineApp({
      config: { evolutionApiUrl: fake.url, evolutionApiKey: fake.globalKey, publicUrl: PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await te.close();
    await fake.stop();
  });

  it('is sent with the sendMedia body: image, the photo URL and the car as caption', async () => {
    const org = await createOrganization(te.db, { plan: 'enterprise' });
    const owner = await createUser(te.db, org.id, { role: 'admin' });
    const created = await createEvolutionInstance(te.db, org.id, owner.id, {
      singleMessage: true,
      sendCarPhotoEnabled: true,
    });
    const [row] = await te.db
      .update(instances)
      .set({ isConnected: true, connectionState: 'open' })
      .where(eq(instances.id, created.id))
      .returning({ gatewayName: instances.gatewayInstanceName });
    const gatewayName = row?.gatewayName ?? '';
    fake.addInstance({ name: gatewayName, state: 'open' });
    await applyCrmStock(te.db, org.id, demoStock(PUBLIC_URL), te.clock.now());

    const number = '5511977008899';
    const body = textMessageBody({
      id: `PHOTO${randomBytes(5).toString('hex').toUpperCase()}`,
      number,
      text: 'Oi, manda uma foto do Corolla?',
      timestamp: Math.floor(te.clock.now().getTime() / 1000),
    });
    expect((await postWebhook(te.app, created, body)).statusCode).toBe(200);
    await quietPeriodPasses(te);

    expect(fake.requestsTo(`POST /message/sendText/${gatewayName}`)).toHaveLength(1);
    const media = fake.requestsTo(`POST /message/sendMedia/${gatewayName}`).map((request) => request.body);
    const corolla = await carWithPhoto(te, org.id, (media[0] as { media?: string } | undefined)?.media);
    expect(corolla.model).toBe('Corolla');
    expect(media).toEqual([
      {
        number: `${number}@s.whatsapp.net`,
        mediatype: 'image',
        media: corolla.photos[0],
        caption: expect.stringContaining('Toyota Corolla'),
      },
    ]);
    expect((media[0] as { caption: string }).caption).toContain(priceText(corolla.price));
  });
});
