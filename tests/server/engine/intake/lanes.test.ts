import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { LANES, LaneClaims } from '../../../../server/engine/intake/lanes';
import { appendRaw } from '../../../../server/engine/intake/queue';
import { createOrganization, createUser } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';
import { createEvolutionInstance } from './helpers';

/**
 * How processes share the intake's lanes on PostgreSQL (each LaneClaims is one process's claims
 * connection); on the embedded database one process holds every lane.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database;
const claims: LaneClaims[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  database.pool?.on('error', () => undefined);
});

afterAll(async () => {
  for (const claim of claims) await claim.close();
  await database.close();
});

const newClaims = (onAppend: () => void = () => undefined, origin?: string): LaneClaims => {
  const claim = new LaneClaims(
    database,
    onAppend,
    (error) => {
      throw error;
    },
    origin,
  );
  claims.push(claim);
  return claim;
};

describe('intake lanes', () => {
  it.skipIf(onPostgres)('are all held by the one process of the embedded database', async () => {
    const claim = newClaims();
    await claim.refresh();
    expect(claim.held()).toEqual(Array.from({ length: LANES }, (_, lane) => lane));
  });

  it.skipIf(!onPostgres)('are shared out as processes come, and taken over when one goes', async () => {
    const first = newClaims();
    // Overlapping refreshes (the start and the poll) take the lanes once, not twice.
    await Promise.all([first.refresh(), first.refresh()]);
    expect(first.held()).toHaveLength(LANES);
    const second = newClaims();
    await second.refresh();
    expect(second.held()).toEqual([]);
    await first.refresh(); // gives back what is above its share
    await second.refresh(); // and the newcomer takes it
    expect(first.held()).toHaveLength(LANES / 2);
    expect(second.held()).toHaveLength(LANES / 2);
    expect(new Set([...first.held(), ...second.held()]).size).toBe(LANES);
    await second.close();
    await first.refresh();
    expect(first.held()).toHaveLength(LANES);
  });

  it.skipIf(!onPostgres)('stay where they are between steady processes, refresh after refresh', async () => {
    for (const claim of claims.splice(0)) await claim.close();
    const steady = [newClaims(), newClaims(), newClaims()];
    // Each takes its share (the first comes alone, takes every lane and gives back above its share).
    for (let round = 0; round < 3; round += 1) for (const claim of steady) await claim.refresh();
    const shares = steady.map((claim) => claim.held());
    expect(shares.map((lanes) => lanes.length).sort()).toEqual([10, 11, 11]);
    const moved = steady.map((claim) => ({ ...claim.moves }));
    for (let round = 0; round < 5; round += 1) for (const claim of steady) await claim.refresh();
    expect(steady.map((claim) => claim.held())).toEqual(shares);
    expect(steady.map((claim) => ({ ...claim.moves }))).toEqual(moved);
  });

  it.skipIf(!onPostgres)("follow another process's appends and skip the notices of their own", async () => {
    for (const claim of claims.splice(0)) await claim.close();
    let told = 0;
    const alone = newClaims(() => {
      told += 1;
    }, 'this-process');
    await alone.refresh();
    expect(alone.held()).toHaveLength(LANES);
    const org = (await createOrganization(database.db)).id;
    const instance = (
      await createEvolutionInstance(database.db, org, (await createUser(database.db, org)).id)
    ).id;
    const append = (origin: string) =>
      appendRaw(
        database.db,
        [
          {
            organizationId: org,
            instanceId: instance,
            receivedAt: new Date(),
            eventSlug: null,
            body: { origin },
          },
        ],
        origin,
      );
    // Its own append kicked its drainer already: the notice would only start a round finding nothing.
    await append('this-process');
    await append('another-process');
    await expect.poll(() => told).toBe(1);
    // Had its own notice been followed, the other's (a few milliseconds behind it) would make two.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toBe(1);
  });
});
