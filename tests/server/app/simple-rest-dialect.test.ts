import { randomUUID } from 'node:crypto';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, type RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, createUser, login, type TestApp } from '../helpers/app';
import { openShop, type Shop } from '../isolation/world';

/**
 * The web app's resources driven by the stock `ra-data-simple-rest` client over real HTTP, as
 * react-admin drives them: paging, sort (including react-admin's default, `id`), `q` and field
 * filters, one record, several by id, and the records that reference another.
 */
interface ResourceCase {
  /** The resource's REST path under `/api` (the web app's `RESOURCE_PATHS`). */
  path: string;
  as: 'admin' | 'owner';
  id: (shop: Shop) => string;
  /** A text field of the record that a `q` search finds it by. */
  searchField: string;
  /** A field a list of this resource is filtered on (`getManyReference`'s target). */
  target: string;
  /** A filter every list of the resource carries, as its page sends it (a month of reviews). */
  scope?: Record<string, unknown>;
}

const RESOURCES: ResourceCase[] = [
  { path: 'users', as: 'admin', id: (s) => s.sellerId, searchField: 'email', target: 'role' },
  { path: 'instances', as: 'admin', id: (s) => s.instanceId, searchField: 'name', target: 'userId' },
  { path: 'leads', as: 'admin', id: (s) => s.leadId, searchField: 'contactName', target: 'instanceId' },
  // The stock car is the one created below through the client, as the stock page does.
  { path: 'vehicles', as: 'admin', id: () => createdVehicleId, searchField: 'model', target: 'status' },
  {
    path: 'admin/bonus-configurations',
    as: 'admin',
    id: (s) => s.bonusConfigurationId,
    searchField: 'name',
    target: 'category',
  },
  {
    path: 'admin/seller-reviews',
    as: 'admin',
    // The review recorded below through the client, in the month the bonus page lists.
    id: () => createdReviewId,
    searchField: 'customerName',
    target: 'userId',
    scope: { month: 5, year: 2026 },
  },
  { path: 'notes', as: 'admin', id: (s) => s.noteId, searchField: 'text', target: 'conversationId' },
  {
    path: 'conversations',
    as: 'admin',
    id: (s) => s.conversationId,
    searchField: 'contactName',
    target: 'instanceId',
  },
  { path: 'messages', as: 'admin', id: (s) => s.messageId, searchField: 'content', target: 'conversationId' },
  {
    path: 'simulator/chats',
    as: 'admin',
    id: (s) => `${s.instanceId}:${s.contactNumber}`,
    searchField: 'contactNumber',
    target: 'instanceId',
  },
  { path: 'crm/runs', as: 'admin', id: (s) => s.crmSyncRunId, searchField: 'status', target: 'trigger' },
  {
    path: 'organizations',
    as: 'owner',
    id: (s) => s.organizationId,
    searchField: 'name',
    target: 'subscriptionStatus',
  },
];

let test: TestApp;
let shop: Shop;
let createdVehicleId = '';
let createdReviewId = '';
let baseUrl = '';
const clients: Record<ResourceCase['as'], DataProvider> = {} as Record<ResourceCase['as'], DataProvider>;

const clientAs = (baseUrl: string, headers: { authorization: string }): DataProvider =>
  simpleRestProvider(`${baseUrl}/api`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Authorization: headers.authorization }) }),
  );

beforeAll(async () => {
  test = await createTestApp();
  shop = await openShop(test.app, '5511977770042');
  const owner = await createUser(test.db, shop.organizationId, { role: 'super_admin' });
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address;
  clients.admin = clientAs(address, shop.admin);
  clients.owner = clientAs(address, authHeader(await login(test.app, owner.email, owner.password)));
  const { data } = await clients.admin.create('vehicles', {
    data: { make: 'Fiat', model: 'Argo Drive', year: 2022, modelYear: 2023, km: 12000, price: 72000 },
  });
  createdVehicleId = String(data.id);
  const review = await clients.admin.create('admin/seller-reviews', {
    data: { userId: shop.sellerId, reviewedOn: '2026-05-10', customerName: 'Seu Abílio' },
  });
  createdReviewId = String(review.data.id);
});

afterAll(async () => {
  await test?.close();
});

const ids = (rows: readonly RaRecord[]) => rows.map((row) => String(row.id));

describe.each(RESOURCES)('$path through ra-data-simple-rest', (resource) => {
  const client = () => clients[resource.as];
  const one = async () => (await client().getOne(resource.path, { id: resource.id(shop) })).data;

  it('answers getOne with the record', async () => {
    expect((await one()).id).toBe(resource.id(shop));
  });

  it("pages by react-admin's default sort, id, in both directions", async () => {
    const params = { pagination: { page: 1, perPage: 50 }, filter: { ...resource.scope } };
    const up = await client().getList(resource.path, { ...params, sort: { field: 'id', order: 'ASC' } });
    const down = await client().getList(resource.path, { ...params, sort: { field: 'id', order: 'DESC' } });
    expect(up.total).toBeGreaterThanOrEqual(1);
    expect(ids(up.data)).toContain(resource.id(shop));
    expect(ids(up.data)).toEqual([...ids(up.data)].sort());
    expect(ids(down.data)).toEqual([...ids(up.data)].reverse());

    const first = await client().getList(resource.path, {
      ...params,
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(ids(first.data)).toEqual(ids(up.data).slice(0, 1));
    expect(first.total).toBe(up.total);
  });

  it('finds the record by a q search and by a field filter', async () => {
    const record = await one();
    const sort = { field: 'id', order: 'ASC' } as const;
    const pagination = { page: 1, perPage: 50 };
    const text = String(record[resource.searchField]);
    const found = await client().getList(resource.path, {
      pagination,
      sort,
      filter: { ...resource.scope, q: text },
    });
    expect(ids(found.data)).toContain(resource.id(shop));

    const missing = await client().getList(resource.path, {
      pagination,
      sort,
      filter: { ...resource.scope, q: 'nada-parecido-com-isto' },
    });
    expect(missing.data).toEqual([]);
    expect(missing.total).toBe(0);
  });

  it('answers getMany with exactly the ids asked', async () => {
    const { data } = await client().getMany(resource.path, { ids: [resource.id(shop)] });
    expect(ids(data)).toEqual([resource.id(shop)]);
    const unknown = await client().getMany(resource.path, { ids: [randomUUID()] });
    expect(unknown.data).toEqual([]);
  });

  it('answers getManyReference with the records that share the target', async () => {
    const record = await one();
    const value = record[resource.target];
    const { data, total } = await client().getManyReference(resource.path, {
      target: resource.target,
      id: value,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { ...resource.scope },
    });
    expect(ids(data)).toContain(resource.id(shop));
    expect(data.every((row) => row[resource.target] === value)).toBe(true);
    expect(total).toBe(data.length);
  });
});

describe('the writes each role may do through ra-data-simple-rest', () => {
  it("lets an admin record and remove a seller's review, which then lists in its month", async () => {
    const { data } = await clients.admin.create('admin/seller-reviews', {
      data: { userId: shop.sellerId, reviewedOn: '2026-06-03', customerName: 'Dona Lúcia' },
    });
    const month = await clients.admin.getList('admin/seller-reviews', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'reviewedOn', order: 'DESC' },
      filter: { month: 6, year: 2026 },
    });
    expect(month.data.map((row) => row.customerName)).toEqual(['Dona Lúcia']);
    await clients.admin.delete('admin/seller-reviews', { id: data.id });
    await expect(clients.admin.getOne('admin/seller-reviews', { id: data.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("refuses a seller's review list and writes to a vendedor", async () => {
    const seller = clientAs(baseUrl, shop.seller);
    const list = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await expect(seller.getList('admin/seller-reviews', list)).rejects.toMatchObject({ status: 403 });
    await expect(
      seller.create('admin/seller-reviews', { data: { userId: shop.sellerId, reviewedOn: '2026-06-04' } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lets the staff who see a conversation add a note to it, and refuses one on a conversation unseen', async () => {
    const { data } = await clients.admin.create('notes', {
      data: { conversationId: shop.conversationId, text: 'Retornar amanhã' },
    });
    expect((await clients.admin.getOne('notes', { id: data.id })).data.text).toBe('Retornar amanhã');
    await expect(
      clients.admin.create('notes', { data: { conversationId: randomUUID(), text: 'perdida' } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
