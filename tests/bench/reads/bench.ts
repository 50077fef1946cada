import type { BenchDatabase } from '../lib/database';
import { createBenchApp, createTenant } from '../lib/fixtures';
import type { Report } from '../lib/report';
import { count, ms } from '../lib/stats';
import { measureRead, type ReadCase } from './measure';
import { type SeededInbox, type SeedSize, seedInbox } from './seed';

const ITEM = '2. Inbox reads (GET /api/conversations page of 20, GET /api/messages page of 50)';
const ABSOLUTE_MS = 15;
const CONVERSATION_PAGE = 20;
const MESSAGE_PAGE = 50;
/** A deep page of the inbox: conversations 1,981–2,000, a long scroll down the list. */
const DEEP_CONVERSATION_PAGE = 100;
/** A deep page of a chat: messages 951–1,000 back, when the chat is that long. */
const DEEP_MESSAGE_PAGE = 20;

const NAME_SEARCHES = ['fernanda', 'santos', 'lucas', 'ribeiro'];

function readCases(seeded: SeededInbox, instanceIds: string[], phone: string): ReadCase[] {
  const conversations = (query: string) => `/api/conversations?limit=${CONVERSATION_PAGE}&${query}`;
  const messages = (id: string, page: number) =>
    `/api/messages?conversationId=${id}&limit=${MESSAGE_PAGE}&page=${page}`;
  const longest = seeded.longConversations[0]?.messages ?? 0;
  const deepPage = Math.max(1, Math.min(DEEP_MESSAGE_PAGE, Math.floor(longest / MESSAGE_PAGE)));
  const deepChats = seeded.longConversations.filter((chat) => chat.messages >= deepPage * MESSAGE_PAGE);
  return [
    { name: 'conversations, first page', urls: [conversations('page=1')] },
    {
      name: `conversations, deep page ${DEEP_CONVERSATION_PAGE}`,
      urls: [conversations(`page=${DEEP_CONVERSATION_PAGE}`)],
    },
    {
      name: `conversations, search by name (${NAME_SEARCHES.join(', ')})`,
      urls: NAME_SEARCHES.map((name) => conversations(`page=1&search=${name}`)),
    },
    {
      name: 'conversations, search by a whole phone number',
      urls: [conversations(`page=1&search=${phone}`)],
    },
    {
      name: 'conversations, instance filter (each of the 4)',
      urls: instanceIds.map((id) => conversations(`page=1&instanceId=${id}`)),
    },
    {
      name: `messages, first page (${seeded.sampleConversationIds.length} random chats)`,
      urls: seeded.sampleConversationIds.map((id) => messages(id, 1)),
    },
    {
      name: `messages, deep page ${deepPage} (${deepChats.length} longest chats)`,
      urls: deepChats.map((chat) => messages(chat.id, deepPage)),
    },
  ];
}

/**
 * DESIGN §7, inbox reads: a seeded organization of `size`, then each read's p95 against twice the
 * p95 of its own bare SQL (measured in the same run, interleaved) and against 15 ms.
 */
export async function benchReads(
  bench: BenchDatabase,
  report: Report,
  size: SeedSize,
  samples: number,
): Promise<void> {
  console.log(`\n== ${ITEM} on ${bench.label}`);
  const app = await createBenchApp(bench);
  try {
    const tenant = await createTenant(app, 'http://127.0.0.1:9');
    console.log(
      `   seeding ${count(size.conversations)} conversations and ${count(size.messages)} messages…`,
    );
    const seeded = await seedInbox(bench, tenant, size, (text) => console.log(`     ${text}`));
    report.info(
      ITEM,
      `seeded ${count(size.conversations)} conversations, ${count(size.messages)} messages, ${count(size.conversations)} leads ` +
        `on 4 instances in ${(seeded.totalMs / 1000).toFixed(1)} s (longest chat ${count(seeded.longConversations[0]?.messages ?? 0)} messages)`,
    );
    // A chat picked at random: the search walks the list until it meets it.
    const [row] = await bench.exec('select contact_number from conversations where id = $1', [
      seeded.sampleConversationIds[0],
    ]);
    const cases = readCases(
      seeded,
      tenant.instances.map((instance) => instance.id),
      String(row?.contact_number ?? ''),
    );
    for (const readCase of cases) {
      const measured = await measureRead(app, bench.tap, tenant.adminToken, readCase, samples);
      report.budget({
        item: ITEM,
        name: `${readCase.name}: p95 vs 2 × bare SQL`,
        measured: measured.api.p95,
        bound: 2 * measured.bare.p95,
        direction: 'max',
        format: ms,
        boundNote: `bare p95 ${ms(measured.bare.p95)}`,
      });
      report.budget({
        item: ITEM,
        name: `${readCase.name}: p95 vs ${ABSOLUTE_MS} ms`,
        measured: measured.api.p95,
        bound: ABSOLUTE_MS,
        direction: 'max',
        format: ms,
      });
      report.info(
        ITEM,
        `  n=${measured.api.count}, ${measured.rowsPerPage} rows; route p50 ${ms(measured.api.p50)} p99 ${ms(measured.api.p99)}; ` +
          `bare p50 ${ms(measured.bare.p50)} p99 ${ms(measured.bare.p99)} (${measured.repositoryStatements} repository ` +
          `statement(s) replayed; the route also runs ${measured.sessionStatements} session check)`,
      );
    }
  } finally {
    await app.close();
  }
}
