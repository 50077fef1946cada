import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { LANES, LaneClaims } from '../../../../server/engine/intake/lanes';
import { freshDatabase } from '../../helpers/db';

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

const newClaims = (): LaneClaims => {
  const claim = new LaneClaims(
    database,
    () => undefined,
    (error) => {
      throw error;
    },
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
});
