import type { DbOrTx } from '../../db/client';
import type { EngineDeps } from '../../engine/deps';
import type { NotifyDeps } from '../notify';

/** What a trigger takes from the server (the server itself fits): time, live events, the app's address. */
export type TriggerDeps = Pick<EngineDeps, 'clock' | 'events' | 'config'>;

/** `notify`'s dependencies on the caller's database or transaction. */
export const notifyDepsOf = (deps: TriggerDeps, db: DbOrTx): NotifyDeps => ({
  db,
  bus: deps.events,
  clock: deps.clock,
  publicUrl: deps.config.publicUrl,
});
