import { expect } from 'vitest';
import type { RealtimeEvent } from '../../../../contract/realtime';
import type { Db } from '../../../../server/db/client';
import { type EvolutionInstance, loadPayload } from './helpers';
import {
  conversationsOf,
  fetchJobs,
  instanceRow,
  leadsOf,
  mediaOf,
  messagesOf,
  monitorOf,
  stepNames,
} from './rows';

/** One payload file after its replay, and what the test knows about the fixture. */
export interface Replay {
  db: Db;
  instance: EvolutionInstance;
  /** Live events of this instance, in the order they were published. */
  live: RealtimeEvent[];
  organizationId: string;
  ownerId: string;
}

const MESSAGE_STEPS = ['received', 'authenticated', 'normalised', 'deduplicated', 'stored', 'broadcast'];
export const seconds = (epoch: number) => new Date(epoch * 1000);

/**
 * What each known payload file must leave behind, read from the tables as a user would see it. A
 * file without an entry is still covered by the replay's invariants.
 */
export const EXPECTED: Record<string, (replay: Replay) => Promise<void>> = {
  'inbound-ctwa-ad.json': async ({ db, instance }) => {
    // The ad the customer clicked is the lead's source, with what Meta needs to attribute the sale.
    expect(await leadsOf(db, instance.id)).toMatchObject([
      {
        status: 'new',
        source: {
          kind: 'ctwa_ad',
          name: 'Instagram',
          adId: '120211234567890123',
          headline: 'Corolla XEi 2021 revisado, 1 dono',
          clickId: 'Afc9qW2mZKx7Rk1bX0dLs8eYtUq3Nn5v',
          at: seconds(1762171201).toISOString(),
        },
      },
    ]);
  },
  'inbound-text.json': async ({ db, instance, live, ownerId }) => {
    const [conversation] = await conversationsOf(db, instance.id);
    expect(conversation).toMatchObject({
      contactNumber: '5511987654321',
      contactJid: '5511987654321@s.whatsapp.net',
      contactName: 'Maria Silva',
      lastMessage: 'Olá! Vocês abrem no sábado?',
      lastMessageType: 'text',
      lastMessageAt: seconds(1762170301),
      lastCustomerMessageAt: seconds(1762170301),
      unreadCount: 1,
      isAiActive: true,
    });
    const [message] = await messagesOf(db, instance.id);
    expect(message).toMatchObject({
      conversationId: conversation?.id,
      gatewayMessageId: '3A5C1F0E2B7D9A4C6E81',
      direction: 'in',
      origin: 'contact',
      content: 'Olá! Vocês abrem no sábado?',
      mediaType: null,
      status: 'received',
      timestamp: seconds(1762170301),
    });
    expect(await leadsOf(db, instance.id)).toMatchObject([
      { conversationId: conversation?.id, status: 'new', assignedUserId: ownerId },
    ]);
    const [record] = await monitorOf(db, instance.id);
    expect(record).toMatchObject({
      event: 'messages.upsert',
      gatewayMessageId: '3A5C1F0E2B7D9A4C6E81',
      contactNumber: '5511987654321',
      // The AI will answer after the quiet period: the record waits for the reply.
      finalOutcome: 'processing',
      aiDecision: { shouldRespond: true, reason: 'ai_will_respond' },
    });
    expect(record && stepNames(record)).toEqual(expect.arrayContaining([...MESSAGE_STEPS, 'ai_decision']));
    expect(record?.steps.find((step) => step.step === 'ai_decision')).toMatchObject({
      status: 'success',
      details: { reason: 'ai_will_respond' },
    });
    // The instance token in the envelope never reaches the monitor.
    expect(JSON.stringify(record?.payload)).not.toContain('E3A1C7F2');
    expect(live).toEqual([
      {
        type: 'new_message',
        instanceId: instance.id,
        conversationId: conversation?.id,
        messageId: message?.id,
        origin: 'contact',
      },
    ]);
  },

  'inbound-audio-ptt-base64.json': async ({ db, instance }) => {
    const [conversation] = await conversationsOf(db, instance.id);
    expect(conversation).toMatchObject({
      lastMessage: '[Mensagem de voz]',
      lastMessageType: 'audio',
      unreadCount: 1,
    });
    const [message] = await messagesOf(db, instance.id);
    const payload = loadPayload('inbound-audio-ptt-base64.json') as { data: { message: { base64: string } } };
    const bytes = Buffer.from(payload.data.message.base64, 'base64');
    expect(message).toMatchObject({
      origin: 'contact',
      content: '[Mensagem de voz]',
      mediaType: 'audio',
      mediaMimetype: 'audio/ogg; codecs=opus',
      mediaSize: bytes.length,
      timestamp: seconds(1762170721),
    });
    const stored = message && (await mediaOf(db, message.id));
    expect(stored && Buffer.from(stored).equals(bytes)).toBe(true);
    expect(await leadsOf(db, instance.id)).toHaveLength(1);
  },

  'inbound-image-caption.json': async ({ db, instance, organizationId }) => {
    const [message] = await messagesOf(db, instance.id);
    expect(message).toMatchObject({
      content: 'Esse é o modelo que eu quero, tem no tamanho M?',
      mediaType: 'image',
      mediaMimetype: 'image/jpeg',
      mediaSize: 184512,
      timestamp: seconds(1762170911),
    });
    // No bytes in the body: the metadata is stored and a job fetches the bytes.
    expect(message && (await mediaOf(db, message.id))).toBeNull();
    const jobs = await fetchJobs(db);
    expect(jobs.filter((job) => job.payload.messageId === message?.id)).toMatchObject([
      { status: 'pending', organizationId },
    ]);
    const [conversation] = await conversationsOf(db, instance.id);
    expect(conversation?.lastMessage).toBe('[Imagem] Esse é o modelo que eu quero, tem no tamanho M?');
  },

  'fromme-typed-on-phone.json': async ({ db, instance, live }) => {
    const [conversation] = await conversationsOf(db, instance.id);
    expect(conversation).toMatchObject({
      contactNumber: '5511987654321',
      // pushName of a message we sent is the business's own name, never the customer's.
      contactName: '',
      unreadCount: 0,
      isAiActive: false,
      aiPausedReason: 'human_takeover',
      lastOutboundAt: seconds(1762171001),
      lastCustomerMessageAt: null,
    });
    const [message] = await messagesOf(db, instance.id);
    expect(message).toMatchObject({
      direction: 'out',
      origin: 'human',
      senderName: null,
      content: 'Oi Maria, aqui é a Ana da loja. Já separei o seu pedido!',
      status: 'sent',
    });
    expect(live.map((event) => event.type)).toEqual(['new_message', 'ai_disabled_auto']);
    const [record] = await monitorOf(db, instance.id);
    expect(record && stepNames(record)).toEqual([
      'received',
      'authenticated',
      'normalised',
      'deduplicated',
      'stored',
      'human_takeover',
      'broadcast',
    ]);
  },

  'send-message-via-api.json': async ({ db, instance }) => {
    // Not a message this app sent: someone else used the gateway, so it is a human's message.
    const [message] = await messagesOf(db, instance.id);
    expect(message).toMatchObject({ origin: 'human', direction: 'out', status: 'sent' });
    const [conversation] = await conversationsOf(db, instance.id);
    expect(conversation).toMatchObject({ isAiActive: false, aiPausedReason: 'human_takeover' });
  },

  'messages-update-read.json': async ({ db, instance, live }) => {
    const [record] = await monitorOf(db, instance.id);
    expect(record).toMatchObject({ event: 'messages.update', finalOutcome: 'no_ai_response' });
    expect(record?.steps.at(-1)).toMatchObject({ step: 'stored', status: 'info' });
    expect(live).toEqual([]);
  },

  'presence-update-composing.json': async ({ db, instance, live }) => {
    const [record] = await monitorOf(db, instance.id);
    expect(record).toMatchObject({
      event: 'presence.update',
      contactNumber: '5511987654321',
      finalOutcome: 'no_ai_response',
    });
    expect(live).toEqual([]);
  },

  'connection-update-connecting.json': async ({ db, instance, live }) => {
    expect(await instanceRow(db, instance.id)).toMatchObject({
      isConnected: false,
      connectionState: 'connecting',
    });
    // It was not connected before either: no transition to announce.
    expect(live).toEqual([]);
  },

  'connection-update-open.json': async ({ db, instance, live }) => {
    expect(await instanceRow(db, instance.id)).toMatchObject({
      isConnected: true,
      connectionState: 'open',
    });
    expect(live).toEqual([{ type: 'instance_connected', instanceId: instance.id }]);
    const [record] = await monitorOf(db, instance.id);
    expect(record && stepNames(record)).toEqual([
      'received',
      'authenticated',
      'normalised',
      'stored',
      'broadcast',
    ]);
  },

  'qrcode-updated.json': async ({ db, instance, live }) => {
    const row = await instanceRow(db, instance.id);
    expect(row.qrCode).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(row.qrUpdatedAt).toBeInstanceOf(Date);
    expect(live).toEqual([{ type: 'qrcode_updated', instanceId: instance.id }]);
  },
};
