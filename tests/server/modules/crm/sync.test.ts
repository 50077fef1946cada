import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConfigs, leads, vehicles } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../../engine/app';
import { customerSends, newCustomer, openShop, type Shop } from '../../engine/shop';
import { autocertoCar, type FakeAutocerto, startFakeAutocerto } from '../../gateways/crm/fake-autocerto';

let t: EngineApp;
let fake: FakeAutocerto;
let shop: Shop;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: shop.headers, payload });
const runs = async () => (await api('GET', '/api/user/autocerto-config/runs')).json().runs;
const stockOf = () =>
  t.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, shop.organizationId), eq(vehicles.source, 'crm')));

/** "Sincronizar agora", a second later than the last run (runs are listed newest first). */
async function syncNow() {
  t.clock.advance(1000);
  const requested = await api('POST', '/api/user/autocerto-config/sync');
  expect(requested.statusCode, requested.body).toBe(202);
  await t.app.jobs.runDue();
}

beforeAll(async () => {
  fake = await startFakeAutocerto();
  t = await engineApp({ config: { autocertoApiUrl: fake.url } });
  shop = await openShop(t);
  fake.stock = [
    autocertoCar(1),
    autocertoCar(2, { modelo: 'Tracker', carroceria: 'SUV', preco: 98900 }),
    autocertoCar(3),
  ];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('CRM sync with Autocerto', () => {
  it('saves the link with the password encrypted and never returned, then syncs the stock in', async () => {
    const saved = await api('POST', '/api/user/autocerto-config', {
      provider: 'autocerto',
      autocertoUsername: 'loja.centro',
      autocertoPassword: 'segredo-123',
      syncInterval: 15,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().autocertoPassword).toBe('');
    expect(saved.body).not.toContain('segredo-123');
    const [row] = await t.db
      .select()
      .from(crmConfigs)
      .where(eq(crmConfigs.organizationId, shop.organizationId));
    expect(row?.passwordEnc).not.toContain('segredo-123');

    await t.app.jobs.runDue();
    expect(await stockOf()).toHaveLength(3);
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'success', stockInserted: 3, stockRemoved: 0 });
    const loaded = (await api('GET', '/api/user/autocerto-config')).json();
    expect(loaded.config.lastSync).not.toBeNull();
    expect(loaded.config.autocertoPassword).toBe('');
  });

  it('a second sync of the same stock changes nothing', async () => {
    const before = await stockOf();
    await syncNow();
    const [run] = await runs();
    expect(run).toMatchObject({
      status: 'success',
      stockInserted: 0,
      stockUpdated: 0,
      stockRemoved: 0,
      stockUnchanged: 3,
    });
    const after = await stockOf();
    expect(after.map((car) => [car.id, car.updatedAt.getTime()]).sort()).toEqual(
      before.map((car) => [car.id, car.updatedAt.getTime()]).sort(),
    );
  });

  it('takes sold and vanished cars out of the stock and updates changed prices', async () => {
    fake.stock = [
      autocertoCar(1, { situacao: 'VENDIDO' }),
      autocertoCar(2, { modelo: 'Tracker', carroceria: 'SUV', preco: 95500 }),
    ];
    await syncNow();
    const [run] = await runs();
    expect(run).toMatchObject({ stockRemoved: 2, stockUpdated: 1 });
    const byCode = new Map((await stockOf()).map((car) => [car.externalId, car]));
    expect(byCode.get('1')?.status).toBe('sold');
    expect(byCode.get('3')?.status).toBe('removed');
    expect(Number(byCode.get('2')?.price)).toBe(95500);
  });

  it('pushes new leads and their status changes to the CRM', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, quero ver carros' }, 'João Pereira');
    await syncNow();
    const pushed = [...fake.leads.values()].find((lead) => lead.telefone === contact);
    expect(pushed).toMatchObject({ nome: 'João Pereira', situacao: 'NOVO' });
    const [lead] = await t.db.select().from(leads).where(eq(leads.organizationId, shop.organizationId));
    await api('PATCH', `/api/leads/${lead?.id}`, { status: 'negotiating' });
    await syncNow();
    expect([...fake.leads.values()].find((l) => l.telefone === contact)).toMatchObject({
      situacao: 'EM_NEGOCIACAO',
    });
    expect((await runs())[0].leadsPushed).toBe(1);
  });

  it('retries a failing partner with backoff and shows each failure, then recovers', async () => {
    fake.failNext = 2;
    await syncNow();
    expect((await runs())[0]).toMatchObject({ status: 'retrying', attempt: 1 });
    expect((await api('GET', '/api/user/autocerto-config')).json().config).toMatchObject({
      lastSyncStatus: 'retrying',
      lastSyncError: expect.stringContaining('indisponível'),
    });
    t.clock.advance(10_000);
    await t.app.jobs.runDue();
    expect((await runs())[0]).toMatchObject({ status: 'retrying', attempt: 2 });
    t.clock.advance(20_000);
    await t.app.jobs.runDue();
    expect((await runs())[0]).toMatchObject({ status: 'success', attempt: 3 });
    expect((await api('GET', '/api/user/autocerto-config')).json().config.lastSyncStatus).toBe('success');
  });

  it('ends a refused password at once, visible, without retries', async () => {
    const id = (await api('GET', '/api/user/autocerto-config')).json().config.id;
    const patched = await api('PATCH', `/api/user/autocerto-config/${id}`, {
      provider: 'autocerto',
      autocertoUsername: 'loja.centro',
      autocertoPassword: 'trocada',
      syncInterval: 15,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await syncNow();
    expect((await runs())[0]).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('recusados'),
    });
    expect((await api('GET', '/api/user/autocerto-config')).json().config.lastSyncStatus).toBe('error');
  });
});
