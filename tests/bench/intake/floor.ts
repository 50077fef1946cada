import { randomUUID } from 'node:crypto';
import type { BenchDatabase } from '../lib/database';
import type { CapturedStatement } from '../lib/tap';

/** A drainer batch as the driver saw it: its statements and how many queued bodies it processed. */
export interface RecordedBatch {
  statements: CapturedStatement[];
  events: number;
}

/** What the rows of an event cost with nothing else around them (issue 27 §1). */
export interface Floor {
  /** The median batch size of the run, and the size of the batch replayed (the nearest to it). */
  medianBatch: number;
  replayedBatch: number;
  /** Statements of that batch in the run, and statements the replay ran (they must be equal). */
  statementsInRun: number;
  statementsReplayed: number;
  /** Median time of one replayed transaction (BEGIN … COMMIT), and that over the batch's events. */
  transactionMs: number;
  perEventMs: number;
  /** Events per second the rows alone allow: 1000 / perEventMs. */
  rate: number;
  /** Where the replayed transaction's time goes: each statement in order, BEGIN and COMMIT included. */
  statements: StatementCost[];
}

/** One statement of the replayed batch: what it writes, its median time over the replays, its share. */
export interface StatementCost {
  label: string;
  medianMs: number;
  /** Its median over the sum of every statement's median (0–1). */
  share: number;
}

/** The batch's last statement: monitor records in, queue rows out (server/engine/intake/batch.ts). */
const FINISH = /insert into "webhook_events"[\s\S]*delete from "intake_events"/;
const ID_LIST = /^\{(\d+(,\d+)*)?\}$/;

/**
 * The drainer's batches among the transactions the app committed: those that end with the batch's
 * finish. Their size is the number of queue ids that finish deletes.
 */
export function drainerBatches(transactions: readonly CapturedStatement[][]): RecordedBatch[] {
  const batches: RecordedBatch[] = [];
  for (const statements of transactions) {
    const finish = statements.find((statement) => FINISH.test(statement.text));
    if (!finish) continue;
    const ids = finish.params.find(
      (param): param is string => typeof param === 'string' && ID_LIST.test(param),
    );
    const events = ids && ids !== '{}' ? ids.slice(1, -1).split(',').length : 0;
    if (events > 0) batches.push({ statements, events });
  }
  return batches;
}

/** The batch whose size is nearest the run's median batch size. */
export function medianBatch(batches: readonly RecordedBatch[]): { median: number; batch: RecordedBatch } {
  if (batches.length === 0) throw new Error('the run recorded no drainer batch');
  const sizes = batches.map((batch) => batch.events).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const batch = batches.reduce((best, next) =>
    Math.abs(next.events - median) < Math.abs(best.events - median) ? next : best,
  );
  return { median, batch };
}

/**
 * The batch's statements with its messages' keys made new: each replay writes the rows again (new
 * message ids and gateway ids) instead of hitting the unique indexes and writing nothing. The keys
 * are those of the run's message store, whose JSON input lists them.
 */
export function freshened(statements: readonly CapturedStatement[], round: number): CapturedStatement[] {
  const renames = new Map<string, string>();
  for (const statement of statements) {
    if (!statement.text.includes('input_messages')) continue;
    for (const param of statement.params) {
      if (typeof param !== 'string' || !param.startsWith('[')) continue;
      for (const row of JSON.parse(param) as Array<Record<string, unknown>>) {
        if (typeof row.id === 'string') renames.set(row.id, randomUUID());
        if (typeof row.gateway_message_id === 'string')
          renames.set(row.gateway_message_id, `${row.gateway_message_id}-FLOOR${round}`);
      }
    }
  }
  const rename = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    let text = value;
    for (const [from, to] of renames) if (text.includes(from)) text = text.replaceAll(from, to);
    return text;
  };
  return statements.map((statement) => ({ text: statement.text, params: statement.params.map(rename) }));
}

/**
 * A short name for a statement: the tables it writes (`insert conversations, insert messages…`), or
 * what it reads when it writes nothing.
 */
export function statementLabel(text: string): string {
  // `on conflict … do update set` and `for update of` lock or upsert; they name no table written.
  const writes = [...text.matchAll(/\b(insert into|update|delete from)\s+"?(\w+)"?/gi)]
    .filter((match) => !['set', 'of', 'nowait', 'skip'].includes((match[2] ?? '').toLowerCase()))
    .map((match) => `${(match[1] ?? '').split(' ')[0]?.toLowerCase()} ${match[2]}`);
  if (writes.length > 0) return writes.join(', ');
  const read = /\bfrom\s+"?(\w+)"?/i.exec(text);
  const verb = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return read ? `${verb} ${read[1]}` : verb;
}

const middle = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The floor: the batch of the run's median size replayed bare on the same driver, in one
 * transaction per replay (`rounds` times), with nothing of the app around it: no HTTP, no parsing,
 * no scheduling. Run it with the intake stopped: the replay appends queue rows of its own, removed
 * afterwards.
 */
export async function replayFloor(
  bench: Pick<BenchDatabase, 'exec' | 'withSession'>,
  transactions: readonly CapturedStatement[][],
  rounds: number,
): Promise<Floor> {
  const { median, batch } = medianBatch(drainerBatches(transactions));
  const [before] = await bench.exec('select coalesce(max(id), 0)::bigint as id from intake_events');
  const times: number[] = [];
  // Per position in the transaction: BEGIN, the batch's statements, COMMIT.
  const perStatement: number[][] = Array.from({ length: batch.statements.length + 2 }, () => []);
  let statementsReplayed = 0;
  await bench.withSession(async (exec) => {
    for (let round = 0; round < rounds; round++) {
      const statements = freshened(batch.statements, round);
      const steps = [{ text: 'begin', params: [] }, ...statements, { text: 'commit', params: [] }];
      const started = performance.now();
      let previous = started;
      for (const [position, statement] of steps.entries()) {
        await exec(statement.text, statement.params);
        const now = performance.now();
        perStatement[position]?.push(now - previous);
        previous = now;
      }
      times.push(previous - started);
      statementsReplayed = statements.length;
    }
  });
  await bench.exec('delete from intake_events where id > $1', [before?.id ?? 0]);
  const transactionMs = middle(times);
  const medians = perStatement.map(middle);
  const total = medians.reduce((sum, value) => sum + value, 0);
  const labels = ['begin', ...batch.statements.map((statement) => statementLabel(statement.text)), 'commit'];
  const statements = medians.map((medianMs, position) => ({
    label: labels[position] ?? '?',
    medianMs,
    share: total > 0 ? medianMs / total : 0,
  }));
  const perEventMs = transactionMs / batch.events;
  return {
    medianBatch: median,
    replayedBatch: batch.events,
    statementsInRun: batch.statements.length,
    statementsReplayed,
    transactionMs,
    perEventMs,
    rate: 1000 / perEventMs,
    statements,
  };
}
