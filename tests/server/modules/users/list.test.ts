import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const names = ['Bianca', 'ana', 'Carlos', 'Daniela', 'Eduardo'];

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
  for (const firstName of names) {
    const user = await createUser(t.db, org.id, {
      firstName,
      lastName: 'Lista',
      email: `${firstName.toLowerCase()}.lista@example.com`,
    });
    await createInstanceRow(t.db, org.id, user.id, { name: `Instância de ${firstName}` });
  }
  // Another organization's users never appear, whatever the filter.
  const other = await createOrganization(t.db);
  await createUser(t.db, other.id, { firstName: 'Ana', lastName: 'Lista', email: 'ana.outra@example.com' });
});
afterAll(() => t.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('GET /api/users in the ra-data-simple-rest dialect', () => {
  it('filters, sorts case-insensitively, pages and reports the total in Content-Range', async () => {
    const response = await list(q({ filter: { q: 'lista' }, sort: ['firstName', 'ASC'], range: [0, 2] }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('users 0-2/5');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(response.json().map((user: { firstName: string }) => user.firstName)).toEqual([
      'ana',
      'Bianca',
      'Carlos',
    ]);
  });

  it('answers the second page and sorts descending', async () => {
    const response = await list(q({ filter: { q: 'lista' }, sort: ['email', 'DESC'], range: [3, 9] }));
    expect(response.headers['content-range']).toBe('users 3-4/5');
    expect(response.json().map((user: { email: string }) => user.email)).toEqual([
      'bianca.lista@example.com',
      'ana.lista@example.com',
    ]);
  });

  it('reports an empty page with its total', async () => {
    const response = await list(q({ filter: { q: 'ninguém' } }));
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('users */0');
  });

  it('attaches each user its instances', async () => {
    const response = await list(q({ filter: { q: 'carlos' } }));
    const [carlos] = response.json();
    expect(carlos.instances).toEqual([expect.objectContaining({ name: 'Instância de Carlos' })]);
  });

  it('treats % and _ in the search text literally', async () => {
    const response = await list(q({ filter: { q: '%' } }));
    expect(response.json()).toEqual([]);
  });

  it('answers getMany (filter by ids) and filters by role', async () => {
    const all = (await list(q({ filter: { q: 'lista' } }))).json() as Array<{ id: string }>;
    const ids = all.slice(0, 2).map((user) => user.id);
    const many = await list(q({ filter: { id: ids } }));
    expect(
      many
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([...ids].sort());
    const admins = await list(q({ filter: { role: 'admin' } }));
    expect(admins.json().map((user: { id: string }) => user.id)).toEqual([admin.id]);
  });
});
