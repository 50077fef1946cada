import { describe, expect, it } from 'vitest';
import { nextDate, wallClock } from '../../contract/zoned-time';
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

/** The next Tuesday to Friday at least two days ahead in São Paulo: open 08–18 in the demo shop. */
function openWeekday(): string {
  let date = nextDate(wallClock(new Date(), 'America/Sao_Paulo').date, 2);
  for (;;) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday >= 2 && weekday <= 5) return date;
    date = nextDate(date);
  }
}

describe('the agenda', () => {
  it("a visit booked for a seller's lead shows on the seller's agenda, which confirms it; a full slot answers in pt-BR", async () => {
    const { body: login } = await api<{ token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO.vendedor, password: DEMO_PASSWORD },
    });
    const { body: leads } = await api<{ id: string; contactName: string }[]>(
      `/api/leads?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["lastMessageAt","DESC"]')}`,
      { token: login.token },
    );
    const lead = leads[0];
    if (!lead) throw new Error('the demo seller has no lead');
    const date = openWeekday();
    const book = () =>
      api<{ message?: string }>('/api/appointments', {
        method: 'POST',
        token: login.token,
        body: { leadId: lead.id, kind: 'test_drive', startsAt: `${date}T10:00:00-03:00` },
      });
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(201);
    const full = await book();
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'Horário lotado: a loja já tem 2 atendimento(s) marcado(s) nesse horário.',
    );

    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, suite.product.baseUrl, DEMO.vendedor);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${suite.product.baseUrl}/agenda?date=${date}`);
    const first = page.getByRole('button', { name: 'Ações do agendamento' }).first();
    await first.waitFor();
    expect(await page.getByText('10:00 · Test drive').count()).toBe(2);
    await first.click();
    await page.getByRole('menuitem', { name: 'Confirmar' }).click();
    await page.getByText('Confirmado').first().waitFor();
    const { body: listed } = await api<{ status: string; startsAt: string }[]>(
      `/api/appointments?filter=${encodeURIComponent(JSON.stringify({ leadId: lead.id }))}`,
      { token: login.token },
    );
    // The demo's own visits of this lead (seeded around today) are on other days.
    const thatDay = listed.filter((visit) => visit.startsAt.startsWith(date));
    expect(thatDay.map((visit) => visit.status).sort()).toEqual(['confirmed', 'scheduled']);
    await page.close();
  });
});
