import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { type Config, testConfig } from '../../../server/config';
import type { Database, Db } from '../../../server/db/client';
import { type ManualClock, manualClock } from '../../../server/lib/clock';
import { freshDatabase } from '../helpers/db';

/** Monday 10 March 2025, 10:00 in São Paulo: inside the default AI schedule (08:00–18:00, Mon–Fri). */
export const MONDAY_10H = new Date('2025-03-10T13:00:00.000Z');

export interface EngineApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  clock: ManualClock;
  /** Closes the app only: the database stays open for a "restarted" app. */
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

/** The app on a controllable clock; pass `database` to build a second process on the same data. */
export async function engineApp(
  options: { database?: Database; clock?: ManualClock; config?: Partial<Config> } = {},
): Promise<EngineApp> {
  const database = options.database ?? (await freshDatabase());
  // On PostgreSQL the test database is dropped as the pool ends; a socket killed by the drop must
  // not surface as an uncaught error once every test has passed.
  database.pool?.on('error', () => undefined);
  const clock = options.clock ?? manualClock(MONDAY_10H);
  const app = await buildApp({ config: testConfig(options.config), database, clock });
  await app.ready();
  let appClosed = false;
  const stopApp = async () => {
    if (appClosed) return;
    appClosed = true;
    await app.close();
  };
  return {
    app,
    database,
    db: database.db,
    clock,
    stopApp,
    async close() {
      await stopApp();
      await database.close();
    },
  };
}
