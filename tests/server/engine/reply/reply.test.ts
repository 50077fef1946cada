import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigs } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../app';
import {
  conversationOf,
  customerSends,
  messagesOf,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  setSettings,
} from '../shop';

/** The AI's reply with the embedded default (demo provider, simulator gateway), on a controlled clock. */

let t: EngineApp;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

describe('a burst of customer messages', () => {
  it('gets one answer, after the quiet period that follows the last of them', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true, responseSeconds: 30 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi' });
    t.clock.advance(10_000);
    await customerSends(t, shop, contact, { text: 'Vocês têm SUV?' });
    t.clock.advance(10_000);
    await customerSends(t, shop, contact, { text: 'Aceitam troca?' });

    // 30 s after the first message, but only 25 s after the last: still quiet.
    await quietPeriodPasses(t, 25);
    expect((await phoneOf(t, shop, contact)).messages).toEqual([]);

    await quietPeriodPasses(t, 5);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    await quietPeriodPasses(t, 60);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);

    // The three messages' monitor records all end with the reply that answered them.
    const records = await monitorOf(t, shop, contact);
    expect(records.map((record) => record.finalOutcome)).toEqual([
      'ai_response_sent',
      'ai_response_sent',
      'ai_response_sent',
    ]);
  });

  it('answers at once when the response delay is 0', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { responseSeconds: 0 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Bom dia!' });
    expect(await t.app.jobs.runDue()).toBeGreaterThan(0);
    expect((await phoneOf(t, shop, contact)).messages.length).toBeGreaterThan(0);
  });
});

describe('the reply as the customer sees it', () => {
  it('shows "typing…" for the configured seconds before the message', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true, enableTypingSimulation: false, typingSeconds: 7 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Olá' });
    const waitsBefore = t.clock.sleeps.length;
    await quietPeriodPasses(t);

    const phone = await phoneOf(t, shop, contact);
    expect(phone.presences.map((presence) => presence.content)).toEqual(['composing']);
    expect(phone.presences[0]?.createdAt.getTime()).toBeLessThanOrEqual(
      phone.messages[0]?.createdAt.getTime() ?? 0,
    );
    expect(t.clock.sleeps.slice(waitsBefore)).toContain(7_000);
  });

  it('types for as long as the text takes at the typing speed when typing simulation is on', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, {
      singleMessage: true,
      enableTypingSimulation: true,
      typingSpeed: 20,
      typingVariation: 0,
    });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Quero ver carros' });
    const waitsBefore = t.clock.sleeps.length;
    await quietPeriodPasses(t);
    const [reply] = (await phoneOf(t, shop, contact)).messages;
    const expected = Math.min(30_000, Math.round((reply?.content.length ?? 0) * 50));
    expect(t.clock.sleeps.slice(waitsBefore)).toContain(expected);
  });

  it("is stored in the conversation as the AI's message, sent", async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Que horas vocês abrem?' });
    await quietPeriodPasses(t);
    const [phoneMessage] = (await phoneOf(t, shop, contact)).messages;
    const stored = await messagesOf(t, shop, contact);
    expect(stored.map((message) => [message.origin, message.direction])).toEqual([
      ['contact', 'in'],
      ['ai', 'out'],
    ]);
    expect(stored[1]).toMatchObject({
      content: phoneMessage?.content,
      status: 'delivered',
      gatewayMessageId: phoneMessage?.gatewayMessageId,
    });
    expect(await conversationOf(t, shop, contact)).toMatchObject({
      lastMessage: phoneMessage?.content,
      isAiActive: true,
    });
  });
});

describe('audio replies', () => {
  it('answer with a voice note when audio replies are on', async () => {
    const shop = await openShop(t);
    await t.db
      .update(aiConfigs)
      .set({ audioResponseEnabled: true })
      .where(eq(aiConfigs.instanceId, shop.instanceId));
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Pode me mandar um áudio?' });
    await quietPeriodPasses(t);

    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages.length).toBeGreaterThan(0);
    expect(phone.messages.every((message) => message.kind === 'audio' && message.mediaBase64)).toBe(true);
    expect(phone.presences.map((presence) => presence.content)).toContain('recording');
    const ours = (await messagesOf(t, shop, contact)).filter((message) => message.origin === 'ai');
    expect(ours.every((message) => message.mediaType === 'audio' && message.content.length > 0)).toBe(true);
  });

  it('answer a voice note in audio, with its transcription kept on the message', async () => {
    const shop = await openShop(t);
    await t.db
      .update(aiConfigs)
      .set({ audioResponseEnabled: true })
      .where(eq(aiConfigs.instanceId, shop.instanceId));
    const contact = newCustomer();
    await customerSends(t, shop, contact, {
      voice: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(2048, 3)]),
    });
    await quietPeriodPasses(t);

    const [voiceNote] = await messagesOf(t, shop, contact);
    expect(voiceNote?.transcription).toMatch(/Transcrição de demonstração/);
    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages.length).toBeGreaterThan(0);
    expect(phone.messages.every((message) => message.kind === 'audio')).toBe(true);
  });
});
