import type { FastifyInstance } from 'fastify';
import { type Summary, summarize } from '../lib/stats';
import type { CapturedStatement, StatementTap } from '../lib/tap';

/** One kind of read, asked for in turn for each of its URLs (e.g. the same page of several chats). */
export interface ReadCase {
  name: string;
  urls: string[];
}

export interface ReadMeasure {
  api: Summary;
  bare: Summary;
  /** Statements one request sends: the session check, then the repository's. */
  sessionStatements: number;
  repositoryStatements: number;
  rowsPerPage: number;
}

/** The per-request check of the bearer token's user (plugins/auth), not the listing's own SQL. */
const isSessionLookup = (statement: CapturedStatement): boolean => /from "users"/i.test(statement.text);

const WARM_UP_ROUNDS = 3;
/** A case stops sampling after this long (with at least MIN_SAMPLES), so a slow read cannot stall the bench. */
const CASE_BUDGET_MS = 15_000;
const MIN_SAMPLES = 30;

/**
 * The route's latency (through `inject`: routing, auth, validation, queries, mapping, serialising)
 * and, interleaved with it so drift hits both alike, the bare SQL: the very statements the
 * repository sent for that request (captured at the driver), replayed on the driver directly.
 */
export async function measureRead(
  app: FastifyInstance,
  tap: StatementTap,
  token: string,
  readCase: ReadCase,
  samples: number,
): Promise<ReadMeasure> {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  // Warm-up also reads the unread chats once, so every measured request is a plain read.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const url of readCase.urls) await get(url);

  const captured = new Map<string, CapturedStatement[]>();
  let sessionStatements = 0;
  let rowsPerPage = 0;
  for (const url of readCase.urls) {
    const { value, statements } = await tap.capture(() => get(url));
    captured.set(
      url,
      statements.filter((statement) => !isSessionLookup(statement)),
    );
    sessionStatements = statements.filter(isSessionLookup).length;
    const body = value.json<{ conversations?: unknown[]; messages?: unknown[] }>();
    rowsPerPage = Math.max(rowsPerPage, (body.conversations ?? body.messages ?? []).length);
  }

  const api: number[] = [];
  const bare: number[] = [];
  const began = performance.now();
  for (let index = 0; index < samples; index++) {
    if (index >= MIN_SAMPLES && performance.now() - began > CASE_BUDGET_MS) break;
    const url = readCase.urls[index % readCase.urls.length] as string;
    let start = performance.now();
    await get(url);
    api.push(performance.now() - start);
    start = performance.now();
    for (const statement of captured.get(url) ?? []) await tap.replay(statement);
    bare.push(performance.now() - start);
  }
  return {
    api: summarize(api),
    bare: summarize(bare),
    sessionStatements,
    repositoryStatements: captured.get(readCase.urls[0] as string)?.length ?? 0,
    rowsPerPage,
  };
}
