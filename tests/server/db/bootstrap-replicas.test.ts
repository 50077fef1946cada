import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/client';
import { organizations, users } from '../../../server/db/schema';
import { bootstrapData } from '../../../server/db/seed/bootstrap';

/**
 * Two replicas starting together on an empty PostgreSQL: both migrate and both run the start-up
 * seed at the same moment. Both must come up, with one platform admin between them.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
let name: string | undefined;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!pgUrl)('two replicas starting on one empty PostgreSQL', () => {
  it('both migrate and seed; exactly one platform admin is created and announced once', async () => {
    name = `vendai_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(pgUrl ?? '');
    url.pathname = `/${name}`;
    const [first, second] = await Promise.all([
      openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
      openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    ]);
    opened.push(first, second);

    const config = testConfig({ adminEmail: 'root@vendai.com.br', adminPassword: 'Senha-forte-123' });
    const banners = await Promise.all([bootstrapData(first, config), bootstrapData(second, config)]);

    const admins = await first.db.select().from(users).where(eq(users.email, 'root@vendai.com.br'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.role).toBe('super_admin');
    expect(await first.db.select().from(organizations)).toHaveLength(1);
    // The process that created the admin says so; the other found it made and says nothing.
    expect(banners.filter((lines) => lines.length > 0)).toHaveLength(1);
  });
});
