import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../../server/db/schema';
import { createOrganization, createTestApp, errorOf, signedInUser, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (headers: { authorization: string }, logoUrl: string | null) =>
  t.app.inject({ method: 'PUT', url: '/api/organization/branding', headers, payload: { logoUrl } });

describe("the shop's brand (white label)", () => {
  it('keeps a public https logo, shows it in the header and on the login page of an Enterprise shop', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise', name: 'Auto Center Vila' });
    const admin = await signedInUser(t, 'admin', org.id);
    const seller = await signedInUser(t, 'vendedor', org.id);
    const saved = await put(admin.headers, ' https://cdn.autocentervila.com.br/logo.png ');
    expect(saved.statusCode, saved.body).toBe(200);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/organization/branding',
      headers: seller.headers,
    });
    expect(mine.json()).toEqual({
      name: 'Auto Center Vila',
      whiteLabel: true,
      logoUrl: 'https://cdn.autocentervila.com.br/logo.png',
    });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    const login = await t.app.inject({ method: 'GET', url: `/api/organizations/branding?org=${row?.slug}` });
    expect(login.json()).toMatchObject({
      whiteLabel: true,
      logoUrl: 'https://cdn.autocentervila.com.br/logo.png',
    });

    expect((await put(admin.headers, '')).json().logoUrl).toBeNull();
  });

  it('refuses http, private and local addresses, naming the field', async () => {
    const admin = await signedInUser(t, 'admin', (await createOrganization(t.db, { plan: 'enterprise' })).id);
    for (const address of [
      'http://loja.com.br/logo.png',
      'https://10.0.0.5/logo.png',
      'https://localhost/l.png',
    ]) {
      const response = await put(admin.headers, address);
      expect(response.statusCode, address).toBe(400);
      expect(errorOf(response).message).toContain('URL do logotipo deve ser um endereço https:// público');
      expect(errorOf(response).details).toEqual([expect.objectContaining({ field: 'logoUrl' })]);
    }
  });

  it('lets only admins change it; a plan without white label keeps it unused', async () => {
    const org = await createOrganization(t.db, { plan: 'starter' });
    const seller = await signedInUser(t, 'vendedor', org.id);
    expect((await put(seller.headers, 'https://cdn.loja.com.br/logo.png')).statusCode).toBe(403);
    const admin = await signedInUser(t, 'admin', org.id);
    const saved = await put(admin.headers, 'https://cdn.loja.com.br/logo.png');
    expect(saved.json()).toMatchObject({ whiteLabel: false, logoUrl: 'https://cdn.loja.com.br/logo.png' });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    const login = await t.app.inject({ method: 'GET', url: `/api/organizations/branding?org=${row?.slug}` });
    expect(login.json()).toMatchObject({ whiteLabel: false, logoUrl: null });
  });
});
