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
  clients.admin = clientAs(address, shop.admin);
  clients.owner = clientAs(address, authHeader(await login(test.app, owner.email, owner.password)));
  const { data } = await clients.admin.create('vehicles', {
    data: { make: 'Fiat', model: 'Argo Drive', year: 2022, modelYear: 2023, km: 12000, price: 72000 },
  });
  createdVehicleId = String(data.id);
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
    const params = { pagination: { page: 1, perPage: 50 }, filter: {} };
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
    const found = await client().getList(resource.path, { pagination, sort, filter: { q: text } });
    expect(ids(found.data)).toContain(resource.id(shop));

    const missing = await client().getList(resource.path, {
      pagination,
      sort,
      filter: { q: 'nada-parecido-com-isto' },
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
      filter: {},
    });
    expect(ids(data)).toContain(resource.id(shop));
    expect(data.every((row) => row[resource.target] === value)).toBe(true);
    expect(total).toBe(data.length);
  });
});
