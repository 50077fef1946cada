import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../../../contract/audit';
import { auditLog } from '../../../../server/db/schema';
import type { ManualClock } from '../../../../server/lib/clock';
import { pruneAuditLog } from '../../../../server/modules/audit/retention';
import { createOrganization, errorOf, signedInUser, type TestApp } from '../../helpers/app';
import { clockedApp } from '../auth/trust-fixture';

/** GET /api/audit-log: read-only, scoped to the reader's organization (all of them for the owner). */

let t: TestApp & { clock: ManualClock };
let shopA: string;
let shopB: string;
let adminA: Awaited<ReturnType<typeof signedInUser>>;
let adminB: Awaited<ReturnType<typeof signedInUser>>;
let recordA: number;

beforeAll(async () => {
  t = await clockedApp();
  shopA = (await createOrganization(t.db, { name: 'Loja A' })).id;
  shopB = (await createOrganization(t.db, { name: 'Loja B' })).id;
  adminA = await signedInUser(t, 'admin', shopA);
  adminB = await signedInUser(t, 'admin', shopB);
  const [row] = await t.db
    .insert(auditLog)
    .values({
      organizationId: shopA,
      actorUserId: adminA.id,
      actorRole: 'admin',
      actorLabel: adminA.email,
      at: new Date('2026-03-01T10:00:00Z'),
      action: 'user.updated',
      targetType: 'user',
      targetId: adminA.id,
      targetLabel: 'vendedor.a@example.com',
      changes: { role: { before: 'vendedor', after: 'admin' } },
    })
    .returning({ id: auditLog.id });
  recordA = row?.id ?? 0;
});
afterAll(() => t.close());

const list = (headers: { authorization: string }, filter: object = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`,
    headers,
  });

describe('reading the log', () => {
  it("lists the admin's organization's records only, newest first, with Content-Range", async () => {
    const response = await list(adminA.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json<AuditRecord[]>();
    expect(rows.every((row) => row.organizationId === shopA)).toBe(true);
    expect(rows.map((row) => row.id)).toContain(recordA);
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
    expect(response.headers['content-range']).toMatch(/^audit-log 0-\d+\/\d+$/);

    const other = (await list(adminB.headers)).json<AuditRecord[]>();
    expect(other.map((row) => row.id)).not.toContain(recordA);
  });

  it('filters by action, user, target, period and text', async () => {
    const ids = async (filter: object) =>
      (await list(adminA.headers, filter)).json<AuditRecord[]>().map((r) => r.id);
    expect(await ids({ action: 'user.updated' })).toEqual([recordA]);
    expect(await ids({ action: 'auth.sign_in' })).not.toContain(recordA);
    expect(await ids({ userId: adminA.id, targetType: 'user', targetId: adminA.id })).toContain(recordA);
    expect(await ids({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T23:59:59Z' })).toEqual([recordA]);
    expect(await ids({ to: '2026-02-28T00:00:00Z' })).toEqual([]);
    expect(await ids({ q: 'vendedor.a@' })).toEqual([recordA]);
  });

  it('names the field of a bad filter', async () => {
    const response = await list(adminA.headers, { action: 'nao.existe' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([expect.objectContaining({ field: 'filter.action' })]);
  });

  it("shows one record, and answers 404 for another organization's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/${recordA}`,
      headers: adminA.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<AuditRecord>()).toMatchObject({
      id: recordA,
      organizationName: 'Loja A',
      action: 'user.updated',
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/${recordA}`,
      headers: adminB.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses sellers', async () => {
    const seller = await signedInUser(t, 'vendedor', shopA);
    expect((await list(seller.headers)).statusCode).toBe(403);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/${recordA}`,
      headers: seller.headers,
    });
    expect(one.statusCode).toBe(403);
  });

  it('lets the platform owner read every organization, or one', async () => {
    const owner = await signedInUser(t, 'super_admin');
    const all = (await list(owner.headers)).json<AuditRecord[]>();
    expect(new Set(all.map((row) => row.organizationId))).toEqual(
      new Set([shopA, shopB, owner.organizationId]),
    );
    const onlyB = (await list(owner.headers, { organizationId: shopB })).json<AuditRecord[]>();
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((row) => row.organizationId === shopB)).toBe(true);
  });
});

describe('no route changes a record', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)(
    '%s on the list and on a record finds no route',
    async (method) => {
      for (const url of ['/api/audit-log', `/api/audit-log/${recordA}`]) {
        const response = await t.app.inject({
          method,
          url,
          headers: adminA.headers,
          payload: { action: 'x' },
        });
        expect([404, 405]).toContain(response.statusCode);
      }
      const owner = await signedInUser(t, 'super_admin');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/audit-log/${recordA}`,
        headers: owner.headers,
      });
      expect([404, 405]).toContain(del.statusCode);
      const still = await t.app.inject({
        method: 'GET',
        url: `/api/audit-log/${recordA}`,
        headers: adminA.headers,
      });
      expect(still.json<AuditRecord>().changes).toEqual({ role: { before: 'vendedor', after: 'admin' } });
    },
  );
});

describe('retention', () => {
  it('keeps records one year, then the daily sweep removes them', async () => {
    const [old] = await t.db
      .insert(auditLog)
      .values({ organizationId: shopB, action: 'settings.updated', at: new Date('2025-02-28T00:00:00Z') })
      .returning({ id: auditLog.id });
    const yearOld = new Date('2026-03-01T10:00:00Z');
    expect(await pruneAuditLog(t.db, new Date('2027-02-28T10:00:00Z'))).toBe(1);
    const left = await t.db.select({ id: auditLog.id }).from(auditLog);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
    expect(left.map((row) => row.id)).toContain(recordA);
    expect(await pruneAuditLog(t.db, new Date(yearOld.getTime() + 366 * 24 * 3600_000))).toBeGreaterThan(0);
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id)).not.toContain(
      recordA,
    );
  });
});
