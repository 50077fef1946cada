import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceSettingsView, ScrapingConfigResponse } from '../../../../../contract/ai-config';
import { logs } from '../../../../../server/db/schema';
import { loadInstanceConfig } from '../../../../../server/engine/config';
import { isPublicAddress } from '../../../../../server/engine/jobs/scraping/address-guard';
import { type FakeSite, startFakeSite } from '../../../modules/ai-config/fake-site';
import { type ConfigWorld, call, configWorld, fieldError, ok } from '../../../modules/ai-config/fixture';

/** The site reader against a local fake site; the test's policy admits 127.0.0.1 and nothing else private. */

let w: ConfigWorld;
let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
  w = await configWorld({
    scraping: { policy: (address) => address === '127.0.0.1' || isPublicAddress(address) },
  });
});
afterAll(async () => {
  await w.close();
  await site.close();
});

const configure = (id: string, body: object, headers = w.admin) =>
  call(w, 'PATCH', `/api/instances/${id}/scraping/config`, headers, body);
const statusOf = async (id: string) =>
  (await ok<InstanceSettingsView>(call(w, 'GET', `/api/instances/${id}/settings`, w.admin))).scraping;
const knowledgeOf = async (id: string) => (await loadInstanceConfig(w.app, w.db, id)).knowledge;
const HOUR = 60 * 60_000;

describe('reading the site on its schedule', () => {
  it('turning it on reads the page now into readable text the AI receives', async () => {
    const saved = await ok<ScrapingConfigResponse>(
      configure(w.adminInstance, {
        scrapingEnabled: true,
        scrapingUrl: `${site.url}/estoque`,
        scrapingSchedule: 'hourly',
      }),
    );
    expect(saved).toMatchObject({ success: true, scrapingEnabled: true, scrapingSchedule: 'hourly' });
    expect(saved.scraping).toMatchObject({ status: 'never', nextRunAt: w.clock.now().toISOString() });
    expect(await knowledgeOf(w.adminInstance)).toBeNull();

    await w.app.jobs.runDue();

    const knowledge = (await knowledgeOf(w.adminInstance)) ?? '';
    expect(knowledge).toContain('Auto Center Paulista – Estoque');
    expect(knowledge).toContain('Seminovos em São Paulo');
    expect(knowledge).toContain('Onix LT 2022 | R$ 79.900');
    expect(knowledge).toContain('Financiamos em até 60x.');
    expect(knowledge).toContain('aberto de segunda a sábado');
    for (const hidden of ['secretToken', 'color: red', 'comentário escondido', 'Ative o JavaScript', '<']) {
      expect(knowledge).not.toContain(hidden);
    }
    const page = site.requests.find((request) => request.path === '/estoque');
    expect(page?.headers['user-agent']).toMatch(/^VendaiBot\/1\.0 \(\+http/);
    expect(await statusOf(w.adminInstance)).toMatchObject({
      status: 'ok',
      error: null,
      characters: knowledge.length,
      lastFetchedAt: w.clock.now().toISOString(),
      nextRunAt: new Date(w.clock.now().getTime() + HOUR).toISOString(),
    });
  });

  it('reads again an hour later, and not before', async () => {
    const readings = () => site.requests.filter((request) => request.path === '/estoque').length;
    const before = readings();
    w.clock.advance(HOUR - 60_000);
    await w.app.jobs.runDue();
    expect(readings()).toBe(before);
    w.clock.advance(60_000);
    await w.app.jobs.runDue();
    expect(readings()).toBe(before + 1);
  });

  it('a failed reading is stored and shown, keeps the last good text, and is logged', async () => {
    site.stockStatus = 503;
    w.clock.advance(HOUR);
    await w.app.jobs.runDue();
    site.stockStatus = 200;
    expect(await statusOf(w.adminInstance)).toMatchObject({
      status: 'failed',
      error: 'o site respondeu HTTP 503',
    });
    expect(await knowledgeOf(w.adminInstance)).toContain('Onix LT 2022');
    const lines = await w.db
      .select()
      .from(logs)
      .where(and(eq(logs.instanceId, w.adminInstance), eq(logs.category, 'scraping')));
    expect(lines[0]?.message).toContain('HTTP 503');
  });

  it('daily schedules the next reading a day later; manual reads on each save only', async () => {
    await ok(configure(w.adminInstance, { scrapingSchedule: 'daily' }));
    await w.app.jobs.runDue();
    expect((await statusOf(w.adminInstance)).nextRunAt).toBe(
      new Date(w.clock.now().getTime() + 24 * HOUR).toISOString(),
    );

    const manual = await ok<ScrapingConfigResponse>(
      configure(w.adminInstance, { scrapingSchedule: 'manual' }),
    );
    expect(manual.scraping.nextRunAt).toBe(w.clock.now().toISOString());
    await w.app.jobs.runDue();
    expect(await statusOf(w.adminInstance)).toMatchObject({ status: 'ok', nextRunAt: null });
    const resaved = await ok<ScrapingConfigResponse>(
      configure(w.adminInstance, { scrapingSchedule: 'manual' }),
    );
    expect(resaved.scraping.nextRunAt).toBe(w.clock.now().toISOString());
  });

  it('turning it off cancels the queued reading and takes the text away from the AI', async () => {
    const off = await ok<ScrapingConfigResponse>(configure(w.adminInstance, { scrapingEnabled: false }));
    expect(off.scraping.nextRunAt).toBeNull();
    expect(off.scrapingUrl).toBe(`${site.url}/estoque`);
    expect(await knowledgeOf(w.adminInstance)).toBeNull();
  });
});

describe('what the site reader refuses', () => {
  it('honours the robots.txt group of our reader: a disallowed page is never fetched', async () => {
    await ok(
      configure(w.sellerInstance, { scrapingEnabled: true, scrapingUrl: `${site.url}/privado/ofertas` }),
    );
    await w.app.jobs.runDue();
    expect(await statusOf(w.sellerInstance)).toMatchObject({
      status: 'failed',
      error: 'o robots.txt do site não permite ler esta página',
    });
    expect(site.requests.some((request) => request.path.startsWith('/privado'))).toBe(false);
  });

  it('a redirect to a private address is refused even when the first address is allowed', async () => {
    await ok(configure(w.sellerInstance, { scrapingUrl: `${site.url}/para-rede-interna` }));
    await w.app.jobs.runDue();
    expect(await statusOf(w.sellerInstance)).toMatchObject({
      status: 'failed',
      error: 'endereço não permitido: 10.0.0.8 não é um endereço público',
    });
  });

  it.each([
    [
      'no address',
      { scrapingEnabled: true, scrapingUrl: '' },
      'Informe a URL do site para ativar o scraping',
    ],
    [
      'ftp',
      { scrapingUrl: 'ftp://loja.com.br/estoque' },
      'URL do site deve ser um endereço http:// ou https:// válido',
    ],
    ['text', { scrapingUrl: 'minha loja' }, 'URL do site deve ser um endereço http:// ou https:// válido'],
  ])('refuses a body with %s, naming scrapingUrl', async (_, body, message) => {
    const error = await fieldError(configure(w.otherSellerInstance, body));
    expect(error).toEqual({ field: 'scrapingUrl', message });
  });

  it('refuses an unknown frequency', async () => {
    const error = await fieldError(configure(w.otherSellerInstance, { scrapingSchedule: 'weekly' }));
    expect(error.field).toBe('scrapingSchedule');
  });

  it('is changed by admins of the organization only', async () => {
    const bySeller = await configure(w.sellerInstance, { scrapingEnabled: false }, w.seller);
    expect(bySeller.statusCode).toBe(403);
    expect(
      (
        await ok<InstanceSettingsView>(
          call(w, 'GET', `/api/instances/${w.sellerInstance}/settings`, w.seller),
        )
      ).scrapingEnabled,
    ).toBe(true);
    const foreign = await configure(w.otherOrgInstance, {
      scrapingEnabled: true,
      scrapingUrl: `${site.url}/estoque`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
