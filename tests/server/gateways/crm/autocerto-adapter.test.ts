import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutocertoCrm } from '../../../../server/gateways/crm/autocerto/autocerto-crm';
import { CrmError } from '../../../../server/gateways/crm/port';
import { autocertoCar, type FakeAutocerto, startFakeAutocerto } from './fake-autocerto';

let fake: FakeAutocerto;
beforeAll(async () => {
  fake = await startFakeAutocerto();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.stock = [];
  fake.failNext = 0;
});

const crm = (password = 'segredo-123') =>
  createAutocertoCrm({ baseUrl: fake.url, username: 'loja.centro', password, timeoutMs: 3000 });

describe('Autocerto adapter against the partner API', () => {
  it('logs in with the shop’s credentials and refuses wrong ones as unauthorized', async () => {
    await expect(crm().verifyCredentials()).resolves.toBeUndefined();
    const refused = await crm('errada')
      .verifyCredentials()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CrmError);
    expect((refused as CrmError).kind).toBe('unauthorized');
    expect((refused as CrmError).retryable).toBe(false);
  });

  it('reads every page of the stock, with pt-BR numbers, photos and statuses', async () => {
    fake.stock = Array.from({ length: 230 }, (_, index) =>
      autocertoCar(1000 + index, { situacao: index === 5 ? 'VENDIDO' : 'DISPONIVEL' }),
    );
    const cars = await crm().listStock();
    expect(cars).toHaveLength(230);
    expect(cars[0]).toMatchObject({
      externalId: '1000',
      make: 'Chevrolet',
      model: 'Onix',
      year: 2020,
      modelYear: 2021,
      km: 45210,
      price: 62900,
      bodyType: 'hatch',
      photos: ['https://fotos.example.com/1000/1.jpg', 'https://fotos.example.com/1000/2.jpg'],
      status: 'available',
    });
    expect(cars[5]?.status).toBe('sold');
  });

  it('skips an unreadable car and keeps the rest of the page', async () => {
    fake.stock = [autocertoCar(1), { codigo: 2, marca: 'Fiat' }, autocertoCar(3)];
    const adapter = crm();
    const cars = await adapter.listStock();
    expect(cars.map((car) => car.externalId)).toEqual(['1', '3']);
    expect(adapter.skipped()).toBe(1);
  });

  it('logs in again once when the session token expires', async () => {
    fake.stock = [autocertoCar(7)];
    const adapter = crm();
    await adapter.listStock();
    const logins = fake.logins;
    fake.expireTokens();
    await expect(adapter.listStock()).resolves.toHaveLength(1);
    expect(fake.logins).toBe(logins + 1);
  });

  it('creates a lead, then updates it by the code the CRM gave', async () => {
    const adapter = crm();
    const lead = {
      leadId: '8f0c3d38-0000-4000-8000-000000000001',
      externalId: null,
      name: 'Maria Silva',
      phone: '5511987654321',
      status: 'new' as const,
      qualification: 'HOT' as const,
      createdAt: new Date('2025-03-10T13:00:00Z'),
    };
    const { externalId } = await adapter.pushLead(lead);
    expect(fake.leads.get(externalId)).toMatchObject({
      nome: 'Maria Silva',
      situacao: 'NOVO',
      temperatura: 'HOT',
    });
    await adapter.pushLead({ ...lead, externalId, status: 'negotiating' });
    expect(fake.leads.get(externalId)).toMatchObject({
      situacao: 'EM_NEGOCIACAO',
      referenciaExterna: lead.leadId,
    });
  });

  it('reports an unavailable partner as retryable', async () => {
    fake.failNext = 1;
    const error = await crm()
      .listStock()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect((error as CrmError).kind).toBe('unavailable');
    expect((error as CrmError).retryable).toBe(true);
    expect((error as CrmError).message).toContain('Manutenção programada');
  });
});
