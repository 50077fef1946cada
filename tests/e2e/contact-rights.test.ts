import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

async function api<T>(path: string, init: { method?: string; token?: string; body?: object } = {}) {
  const response = await fetch(`${suite.product.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe("the contact's rights", () => {
  it('an admin erases a contact from the lead page; the inbox search and the export find nothing of them', async () => {
    const { body: login } = await api<{ token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO.admin, password: DEMO_PASSWORD },
    });
    const { body: leads } = await api<{ id: string; contactName: string; contactNumber: string }[]>(
      `/api/leads?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["lastMessageAt","DESC"]')}`,
      { token: login.token },
    );
    const lead = leads[0];
    if (!lead) throw new Error('the demo shop has no lead');

    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, suite.product.baseUrl, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${suite.product.baseUrl}/leads/${lead.id}/show`);
    await page.getByRole('button', { name: 'Excluir dados do titular' }).click();
    await page.getByLabel('Número do titular (só dígitos)').fill(lead.contactNumber);
    await page.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.getByText('Dados do titular excluídos').waitFor();
    await page.close();

    const { body: found } = await api<{ conversations: unknown[] }>(
      `/api/conversations?search=${encodeURIComponent(lead.contactNumber)}`,
      { token: login.token },
    );
    expect(found.conversations).toHaveLength(0);
    const exported = await api<object>(`/api/leads/${lead.id}/export`, {
      method: 'POST',
      token: login.token,
      body: {},
    });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(lead.contactNumber);
  });
});
