import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS_DEFAULTS, type SystemSettings } from '../../../contract/settings';
import { testConfig } from '../../../server/config';
import { aiConfigs, emailOutbox, instances, leads, organizations } from '../../../server/db/schema';
import { queueRedistributionSweep } from '../../../server/engine/jobs/redistribute/sweep';
import { encryptSecret } from '../../../server/lib/crypto';
import { checkPlanUsage, queuePlanUsageCheck } from '../../../server/notifications/plan-usage';
import { type FakeOpenAi, startFakeOpenAi } from '../ai/fakes/openai-fake';
import { type EngineApp, engineApp } from '../engine/app';
import { customerSends, newCustomer, openShop, quietPeriodPasses, type Shop } from '../engine/shop';
import { type FakeAutocerto, startFakeAutocerto } from '../gateways/crm/fake-autocerto';
import { sellerLead, shop, shopUser } from '../modules/bonuses/shop';
import { createBoardLead } from '../modules/leads/fixtures';

/** Who hears about what: each trigger of the header's bell, through the path that raises it. */

const HOUR = 3_600_000;
let t: EngineApp;
let openai: FakeOpenAi;
let autocerto: FakeAutocerto;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  autocerto = await startFakeAutocerto();
  t = await engineApp({ config: { openaiBaseUrl: openai.url, autocertoApiUrl: autocerto.url } });
});
afterAll(async () => {
  await t.close();
  await openai.close();
  await autocerto.close();
});
beforeEach(() => openai.reset());

type Headers = { authorization: string };
interface BellItem {
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}

const bell = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notifications: BellItem[]; unreadCount: number }>().notifications;
};
const kinds = async (headers: Headers) => (await bell(headers)).map((notice) => notice.kind);

const saveSettings = async (headers: Headers, values: Partial<SystemSettings>) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers,
    payload: { ...SYSTEM_SETTINGS_DEFAULTS, ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const mailsOf = (organizationId: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, organizationId));

describe('a lead moved by the idle-lead redistribution', () => {
  it('tells the seller who got it (linked to the chat) and the one who lost it', async () => {
    const s = await shop(t.app, t.db);
    const ana = await shopUser(t.app, t.db, s.organizationId, { firstName: 'Ana' });
    const bruno = await shopUser(t.app, t.db, s.organizationId, { firstName: 'Bruno' });
    await t.db
      .update(instances)
      .set({ connectionState: 'open', isConnected: true })
      .where(eq(instances.organizationId, s.organizationId));
    const lead = await sellerLead(t.db, ana, { createdAt: t.clock.now(), contactName: 'Marina Lopes' });

    t.clock.advance(49 * HOUR);
    await queueRedistributionSweep(t.db, t.clock.now());
    await t.app.jobs.runDue();

    const [moved] = await t.db.select({ to: leads.assignedUserId }).from(leads).where(eq(leads.id, lead.id));
    expect(moved?.to).toBe(bruno.id);
    expect(await bell(bruno.headers)).toEqual([
      expect.objectContaining({
        kind: 'lead_assigned',
        title: 'Lead movido para você: Marina Lopes',
        link: `/chat?conversation=${lead.conversationId}`,
        read: false,
      }),
    ]);
    expect(await bell(ana.headers)).toEqual([
      expect.objectContaining({
        kind: 'lead_unassigned',
        title: 'Lead movido para outro vendedor: Marina Lopes',
        body: expect.stringContaining('Sem atividade do vendedor por 48 h'),
      }),
    ]);
    expect(await kinds(s.admin.headers)).toEqual([]);
    const mails = await mailsOf(s.organizationId);
    expect(mails.map((mail) => mail.to).sort()).toEqual([ana.email, bruno.email].sort());
  });
});

describe('a reply the AI could not give', () => {
  it("tells the number's owner once per conversation until read, linked to the chat", async () => {
    const shopOf: Shop = await openShop(t);
    await t.db
      .update(aiConfigs)
      .set({ provider: 'openai', apiKeyEnc: encryptSecret(testConfig().encryptionKey, 'sk-wrong-key') })
      .where(eq(aiConfigs.instanceId, shopOf.instanceId));
    const first = newCustomer();
    const second = newCustomer();
    await customerSends(t, shopOf, first, { text: 'Quero ver o Corolla hoje' });
    await quietPeriodPasses(t);
    await customerSends(t, shopOf, first, { text: 'Alguém aí?' });
    await quietPeriodPasses(t);
    await customerSends(t, shopOf, second, { text: 'Bom dia' });
    await quietPeriodPasses(t);

    const notices = (await bell(shopOf.headers)).filter((notice) => notice.kind === 'ai_failure');
    expect(notices).toHaveLength(2);
    const conversationIds = await t.db
      .select({ id: leads.conversationId })
      .from(leads)
      .where(eq(leads.instanceId, shopOf.instanceId));
    expect(notices.map((notice) => notice.link).sort()).toEqual(
      conversationIds.map(({ id }) => `/chat?conversation=${id}`).sort(),
    );
    expect(notices[0]?.title).toMatch(/^A IA não respondeu: /);
    expect(notices[0]?.link).toMatch(/^\/chat\?conversation=/);
    expect(notices[0]?.body).toContain('Responda o cliente manualmente');
  });
});

describe('a CRM sync that gives up', () => {
  it('tells the admins when it starts failing, not again on each failing run, and again after a recovery', async () => {
    const s = await openShop(t);
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: s.headers, payload });
    const syncNow = async () => {
      t.clock.advance(1000);
      expect((await api('POST', '/api/user/autocerto-config/sync')).statusCode).toBe(202);
      await t.app.jobs.runDue();
    };
    const link = (password: string) => ({
      provider: 'autocerto',
      autocertoUsername: 'loja.centro',
      autocertoPassword: password,
      syncInterval: 15,
    });
    const saved = await api('POST', '/api/user/autocerto-config', link('senha-errada'));
    expect(saved.statusCode, saved.body).toBe(201);
    await t.app.jobs.runDue();
    const crmNotices = async () =>
      (await bell(s.headers)).filter((notice) => notice.kind === 'crm_sync_failure');
    expect(await crmNotices()).toEqual([
      expect.objectContaining({ title: 'A sincronização com o CRM falhou', link: '/autocerto-settings' }),
    ]);

    await syncNow();
    expect(await crmNotices()).toHaveLength(1);

    const id = saved.json().id;
    expect((await api('PATCH', `/api/user/autocerto-config/${id}`, link('segredo-123'))).statusCode).toBe(
      200,
    );
    await syncNow();
    expect((await api('PATCH', `/api/user/autocerto-config/${id}`, link('trocada'))).statusCode).toBe(200);
    await syncNow();
    expect(await crmNotices()).toHaveLength(2);
  });
});

describe("the plan's monthly messages", () => {
  /** Messages of the shop written at `at` (the month they count in), without going through the AI. */
  const writeMessages = async (s: Shop, conversationId: string, count: number, at: Date) => {
    await t.db.execute(sql`
      insert into messages (organization_id, conversation_id, instance_id, direction, origin, content, status, timestamp, created_at)
      select ${s.organizationId}, ${conversationId}, ${s.instanceId}, 'in', 'contact', 'oi', 'received', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      from generate_series(1, ${count})`);
  };
  const starterShop = async () => {
    const s = await openShop(t);
    await t.db.update(organizations).set({ plan: 'starter' }).where(eq(organizations.id, s.organizationId));
    const lead = await createBoardLead(t.db, { id: s.instanceId, organizationId: s.organizationId });
    return { s, conversationId: lead.conversationId };
  };

  it('tells the admins at 80% and at 100%, each once a month, and again the next month', async () => {
    const { s, conversationId } = await starterShop();
    const seller = await shopUser(t.app, t.db, s.organizationId);
    const march = new Date('2025-03-12T15:00:00Z');
    t.clock.set(march);
    await writeMessages(s, conversationId, 3999, march);
    await queuePlanUsageCheck(t.db, t.clock.now());
    await t.app.jobs.runDue();
    expect(await kinds(s.headers)).toEqual([]);

    await writeMessages(s, conversationId, 1, march);
    expect(await checkPlanUsage(t.app, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await checkPlanUsage(t.app, t.clock.now())).toBe(0);
    expect(await bell(s.headers)).toEqual([
      expect.objectContaining({
        kind: 'plan_limit_80',
        title: '80% das mensagens do plano Starter usadas',
        body: expect.stringContaining('4.000 de 5.000 mensagens em 03/2025'),
      }),
    ]);

    t.clock.advance(60_000);
    await writeMessages(s, conversationId, 1000, march);
    await checkPlanUsage(t.app, t.clock.now());
    await checkPlanUsage(t.app, t.clock.now());
    expect(await kinds(s.headers)).toEqual(['plan_limit_100', 'plan_limit_80']);
    expect(await kinds(seller.headers)).toEqual([]);

    // April in São Paulo starts at 03:00 UTC: March's messages no longer count.
    const april = new Date('2025-04-01T03:30:00Z');
    t.clock.set(april);
    await checkPlanUsage(t.app, t.clock.now());
    expect(await kinds(s.headers)).toHaveLength(2);
    await writeMessages(s, conversationId, 4100, april);
    await checkPlanUsage(t.app, t.clock.now());
    expect(await kinds(s.headers)).toEqual(['plan_limit_80', 'plan_limit_100', 'plan_limit_80']);
  });

  it('announces only the limit when usage jumps past both thresholds between checks', async () => {
    const { s, conversationId } = await starterShop();
    const may = new Date('2025-05-20T15:00:00Z');
    t.clock.set(may);
    await writeMessages(s, conversationId, 5000, may);
    await checkPlanUsage(t.app, t.clock.now());
    await checkPlanUsage(t.app, t.clock.now());
    expect(await kinds(s.headers)).toEqual(['plan_limit_100']);
  });

  it('with "Alertas do Sistema" off, the bell stays quiet while the e-mail still goes', async () => {
    const { s, conversationId } = await starterShop();
    await saveSettings(s.headers, { systemAlerts: false, emailNotifications: true });
    const june = new Date('2025-06-10T15:00:00Z');
    t.clock.set(june);
    await writeMessages(s, conversationId, 4000, june);
    await checkPlanUsage(t.app, t.clock.now());
    expect(await bell(s.headers)).toEqual([]);
    const mails = await mailsOf(s.organizationId);
    expect(mails.map((mail) => mail.subject)).toEqual(['Vendaí: 80% das mensagens do plano Starter usadas']);
  });
});
