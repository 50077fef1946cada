import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { rowsOf } from '../../lib/sql-rows';
import { PROCESSED_POLL_MS, PROCESSED_WAIT_MS } from './drain-timing';

/**
 * The 'processed' acknowledgement with several replicas: the event's lane may be drained by another
 * process (lanes.ts), so this process's drainer never settles it, and a lane can change hands while a
 * webhook waits. The queue row says for every process: gone is processed (its effects committed with
 * its removal); a failed attempt (`attempts` > 0) is a failure, which the gateway's retry brings back.
 * Resolves or throws by the row; throws a 503 after `PROCESSED_WAIT_MS` (the event stays queued and
 * is processed; the gateway's redelivery is recognised as a duplicate).
 */
export async function processedInDatabase(
  db: Db,
  id: number,
  cancelled: () => boolean,
  waitMs = PROCESSED_WAIT_MS,
): Promise<void> {
  const deadline = performance.now() + waitMs;
  let pause = PROCESSED_POLL_MS;
  // The event was appended a moment ago: a read now finds it queued, while this process's own
  // drainer, which drains its lane most of the time, settles it within the first pause.
  await sleep(pause);
  while (!cancelled()) {
    const result = await db.execute(sql`select attempts, last_error from intake_events where id = ${id}`);
    const [row] = rowsOf<{ attempts: number; last_error: string | null }>(result);
    if (!row) return;
    if (row.attempts > 0) throw new Error(`intake event ${id} failed: ${row.last_error ?? 'unknown error'}`);
    if (performance.now() >= deadline) {
      throw new HttpError(503, 'processing_pending', 'Evento recebido; o processamento ainda não terminou');
    }
    await sleep(Math.min(pause, Math.max(0, deadline - performance.now())));
    pause = Math.min(pause * 2, PROCESSED_POLL_MS * 8);
  }
}
