import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { simulatorMessages } from '../../../server/db/schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../../server/db/seed/demo';
import { type EngineApp, engineApp, MONDAY_10H } from '../engine/app';
import { login } from '../helpers/app';
import { freshDatabase } from '../helpers/db';

/** A fresh start's demo organization has its stock, as after a first sync of the demo CRM. */

const PUBLIC_URL = 'http://localhost:3000';

let t: EngineApp;
let headers: { authorization: string };

beforeAll(async () => {
  const database = await freshDatabase();
  await seedDemo(database.db, testConfig({ publicUrl: PUBLIC_URL }), MONDAY_10H);
  t = await engineApp({ database, config: { publicUrl: PUBLIC_URL } });
  headers = { authorization: `Bearer ${await login(t.app, DEMO_LOGINS[0].email, DEMO_PASSWORD)}` };
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('lists the demo CRM lot in /estoque, with photos served by this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/vehicles?range=[0,4]', headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toMatch(/^vehicles 0-4\/4\d$/);
    const [car] = page.json();
    expect(car).toMatchObject({ source: 'crm', status: 'available' });
    expect(car.photos[0]).toMatch(new RegExp(`^${PUBLIC_URL}/demo-crm/fotos/`));
    const photo = await t.app.inject({ method: 'GET', url: car.photos[0].slice(PUBLIC_URL.length) });
    expect(photo.headers['content-type']).toContain('image/svg+xml');
  });

  it('shows the demo CRM linked and synced, with its next sync queued', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/user/autocerto-config', headers });
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json().config).toMatchObject({
      provider: 'demo',
      isActive: true,
      lastSyncStatus: 'success',
    });
    const runs = await t.app.inject({ method: 'GET', url: '/api/user/autocerto-config/runs', headers });
    const { runs: done, nextSyncAt } = runs.json();
    expect(done).toEqual([expect.objectContaining({ status: 'success', stockInserted: expect.any(Number) })]);
    expect(done[0].stockInserted).toBeGreaterThanOrEqual(40);
    expect(nextSyncAt).toEqual(expect.any(String));
  });

  it('fills /agenda around now: coming visits by the AI and by staff, a done one and a no-show', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/appointments?sort=${encodeURIComponent('["startsAt","ASC"]')}&range=[0,49]`,
      headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    // Seeded on Monday 10 March 2025, 10:00 in São Paulo: the visits fall on the weekdays around it.
    const visits = (
      page.json() as {
        startsAt: string;
        kind: string;
        status: string;
        source: string;
        vehicleId: string | null;
      }[]
    ).map((visit) => [new Date(visit.startsAt).toISOString(), visit.kind, visit.status, visit.source]);
    expect(visits).toEqual([
      ['2025-03-06T18:00:00.000Z', 'test_drive', 'done', 'staff'],
      ['2025-03-07T12:00:00.000Z', 'visita', 'no_show', 'ai'],
      ['2025-03-11T13:00:00.000Z', 'avaliacao_usado', 'scheduled', 'ai'],
      ['2025-03-11T17:00:00.000Z', 'test_drive', 'confirmed', 'ai'],
      ['2025-03-12T14:00:00.000Z', 'visita', 'scheduled', 'staff'],
      ['2025-03-13T19:00:00.000Z', 'test_drive', 'scheduled', 'ai'],
    ]);
    const cars = (page.json() as { vehicleId: string | null }[]).map((visit) => visit.vehicleId);
    expect(new Set(cars.filter(Boolean)).size).toBe(4);
  });

  it('queues the coming visits’ reminders: the demo phone gets the 24 h one on time', async () => {
    // Mariana Costa's test drive is on Tuesday at 14:00: its 24 h reminder is due Monday at 14:00.
    t.clock.advance(4 * 3_600_000 + 60_000);
    await t.app.jobs.runDue();
    const phone = await t.db
      .select({ text: simulatorMessages.content })
      .from(simulatorMessages)
      .where(eq(simulatorMessages.contactNumber, '5511991234567'));
    expect(phone.map((row) => row.text)).toContainEqual(
      expect.stringMatching(
        /^Olá, Mariana! Lembrete \(Auto Center Demo\): seu test drive .* é amanhã, ter 11\/03 14:00/,
      ),
    );
  });

  it('simulates the issue’s "10 mil de entrada" on a R$ 98.900 car, and names its 10 % minimum', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/financing/simulate?price=98900&downPayment=10000&termMonths=48',
      headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().options.length).toBeGreaterThanOrEqual(2);
    const under = await t.app.inject({
      method: 'GET',
      url: '/api/financing/simulate?price=98900&downPayment=5000&termMonths=48',
      headers,
    });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toContain('R$ 9.890,00');
  });
});
