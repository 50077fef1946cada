import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../server/db/schema';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import {
  createEvolutionInstance,
  listenToEvents,
  loadPayload,
  payloadFiles,
  postWebhook,
  settle,
  startTestApp,
} from './helpers';
import { EXPECTED, seconds } from './payload-expectations';
import { conversationsOf, leadsOf, messagesOf, monitorOf, stepNames } from './rows';

/**
 * Replays every body of the shared Evolution folder (read at test time) through the real route, each
 * against an instance of its own, and checks what a user would see. A file added to the folder is
 * covered by the invariants at once and by its own assertions once listed in EXPECTED.
 */

let t: TestApp;
let organizationId: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
});
afterAll(() => t.close());

describe('every shared Evolution payload through POST /api/webhooks/evolution/:instanceId', () => {
  const files = payloadFiles();

  it('finds the shared payload folder', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', async (file) => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const listener = listenToEvents(t.app);
    const response = await postWebhook(t.app, instance, loadPayload(file));
    expect(response.statusCode, response.body).toBe(200);
    const { received } = response.json<{ received: number }>();
    expect(received).toBeGreaterThan(0);

    // Invariants for any file: one monitor record per event, each with the shared first steps.
    const records = await monitorOf(t.db, instance.id);
    expect(records).toHaveLength(received);
    for (const record of records) {
      expect(record.finalOutcome).not.toBe('processing_error');
      expect(stepNames(record).slice(0, 3)).toEqual(['received', 'authenticated', 'normalised']);
      expect(record.totalProcessingMs).toBeGreaterThanOrEqual(0);
    }

    await settle();
    listener.stop();
    const live = listener.events
      .filter((entry) => 'instanceId' in entry.event && entry.event.instanceId === instance.id)
      .map((entry) => entry.event);
    await EXPECTED[file]?.({ db: t.db, instance, live, organizationId, ownerId });
  });
});

describe('the payloads as one conversation, in WhatsApp order', () => {
  it('tracks our own send from pending to read and keeps the chat in WhatsApp order', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    await postWebhook(t.app, instance, loadPayload('inbound-text.json'));
    const [conversation] = await conversationsOf(t.db, instance.id);
    if (!conversation) throw new Error('conversation not stored');
    // Our reply, as the reply step stores it before the gateway's echo comes back.
    await t.db.insert(messages).values({
      organizationId,
      conversationId: conversation.id,
      instanceId: instance.id,
      gatewayMessageId: '3EB0C2A19F7D4E0B6A58D3',
      direction: 'out',
      origin: 'ai',
      content: 'Abrimos sim, das 9h às 14h. Quer agendar um horário?',
      status: 'pending',
      timestamp: seconds(1762170421),
    });

    const order = [
      'send-message-via-api.json',
      'messages-update-read.json',
      'inbound-image-caption.json',
      'inbound-audio-ptt-base64.json',
      // A late echo must not move the status back from read.
      'send-message-via-api.json',
    ];
    for (const file of order) {
      const response = await postWebhook(t.app, instance, loadPayload(file));
      expect(response.statusCode, file).toBe(200);
    }

    const stored = await messagesOf(t.db, instance.id);
    expect(stored.map((message) => [message.origin, message.status])).toEqual([
      ['contact', 'received'],
      ['ai', 'read'],
      ['contact', 'received'],
      ['contact', 'received'],
    ]);
    // Ordered by WhatsApp time: the audio (11:52) precedes the image (11:55) though it arrived later.
    expect(stored.map((message) => message.mediaType)).toEqual([null, null, 'audio', 'image']);
    const [after] = await conversationsOf(t.db, instance.id);
    expect(after).toMatchObject({
      unreadCount: 3,
      isAiActive: true,
      lastMessage: '[Imagem] Esse é o modelo que eu quero, tem no tamanho M?',
      lastMessageAt: seconds(1762170911),
    });
    expect(await leadsOf(t.db, instance.id)).toHaveLength(1);
  });
});
