import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS_DEFAULTS } from '../../../contract/settings';
import { backUpOrganization, sweepBackups } from '../../../server/backup/job';
import { BACKUPS_KEPT, backupFolder } from '../../../server/backup/store';
import { type EngineApp, engineApp } from '../engine/app';
import { customerSends, newCustomer, openShop, type Shop } from '../engine/shop';
import { signedInUser } from '../helpers/app';

const DAY = 24 * 60 * 60_000;
let t: EngineApp;
let dataDir: string;
let shop: Shop;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vendai-backup-'));
  t = await engineApp({ config: { dataDir } });
  shop = await openShop(t);
  await customerSends(t, shop, newCustomer(), { text: 'Quero saber do Corolla 2020' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const linesOf = (body: Buffer) =>
  gunzipSync(body)
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { table?: string; row?: Record<string, unknown> });

describe('daily backup', () => {
  it('the daily sweep backs up each organization whose switch is on, and the page says when', async () => {
    const other = await openShop(t);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: other.headers,
      payload: { ...SYSTEM_SETTINGS_DEFAULTS, dailyBackup: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = await t.app.inject({ method: 'GET', url: '/api/settings', headers: shop.headers });
    expect(before.json().lastBackupAt).toBeNull();

    await sweepBackups(t.db, t.clock.now());
    await t.app.jobs.runDue();

    const after = await t.app.inject({ method: 'GET', url: '/api/settings', headers: shop.headers });
    expect(after.json().lastBackupAt).toBe(
      new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000).toISOString(),
    );
    expect(await readdir(backupFolder(dataDir, other.organizationId)).catch(() => [])).toEqual([]);
  });

  it('the admin downloads the latest dump: JSON lines per table of their organization only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings/backups/latest',
      headers: shop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="backup-.*\.jsonl\.gz"/);
    const lines = linesOf(response.rawPayload);
    const tables = new Set(lines.map((line) => line.table).filter(Boolean));
    for (const table of ['organizations', 'users', 'instances', 'conversations', 'messages', 'leads']) {
      expect(tables).toContain(table);
    }
    for (const line of lines.filter((entry) => entry.row)) {
      const tenant = line.table === 'organizations' ? line.row?.id : line.row?.organization_id;
      expect(tenant).toBe(shop.organizationId);
      expect(line.row).not.toHaveProperty('password_hash');
    }
    const message = lines.find((line) => line.table === 'messages');
    expect(message?.row?.content).toBe('Quero saber do Corolla 2020');
  });

  it('refuses the download to sellers, and answers 404 to an organization without backups', async () => {
    const seller = await signedInUser({ ...t, close: t.close }, 'vendedor', shop.organizationId);
    const asSeller = await t.app.inject({
      method: 'GET',
      url: '/api/settings/backups/latest',
      headers: seller.headers,
    });
    expect(asSeller.statusCode).toBe(403);
    const stranger = await signedInUser({ ...t, close: t.close }, 'admin');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/settings/backups/latest',
      headers: stranger.headers,
    });
    expect(none.statusCode).toBe(404);
  });

  it(`keeps the newest ${BACKUPS_KEPT}`, async () => {
    for (let day = 0; day < BACKUPS_KEPT + 2; day += 1) {
      t.clock.advance(DAY);
      await backUpOrganization(t.app, shop.organizationId, t.clock.now());
    }
    const files = (await readdir(backupFolder(dataDir, shop.organizationId))).sort();
    expect(files).toHaveLength(BACKUPS_KEPT);
    const newest = `backup-${t.clock.now().toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;
    expect(files.at(-1)).toBe(newest);
  });
});
