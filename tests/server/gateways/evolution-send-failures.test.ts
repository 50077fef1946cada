/** How the Evolution adapter types a refused, failing or slow send, and which ones it retries. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayErrorMessagePtBr } from '../../../server/gateways/error-messages';
import { GatewayError } from '../../../server/gateways/errors';
import type { FakeEvolution, FakeInstance } from './fake-evolution';
import { gatewayFor, rejectionOf, startAcme } from './gateway-under-test';

let fake: FakeEvolution;
let instance: FakeInstance;
beforeEach(async () => ({ fake, instance } = await startAcme()));
afterEach(() => fake.stop());

const ref = () => ({ name: 'acme', token: instance.token });

describe('Evolution adapter: send failures', () => {
  it('maps a number not on WhatsApp (400 with exists:false) to rejected, no retry', async () => {
    fake.notOnWhatsApp.add('5511900000000');
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511900000000', text: 'Oi' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'number_not_on_whatsapp',
      status: 400,
      retryable: false,
      gatewayMessage: '5511900000000 is not on WhatsApp',
    });
    expect(sleeps).toEqual([]);
    expect(fake.requestsTo('POST /message/sendText')).toHaveLength(1);
  });

  it('maps a schema error (nested array message) to bad_request, no retry', async () => {
    fake.inject('POST /message/sendText', {
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        response: { message: [['instance requires property "text"']] },
      },
    });
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({
      kind: 'bad_request',
      status: 400,
      gatewayMessage: 'instance requires property "text"',
      operation: 'sendText',
      gateway: 'evolution',
    });
    expect(sleeps).toEqual([]);
    expect(error).toBeInstanceOf(GatewayError);
    expect(gatewayErrorMessagePtBr(error as GatewayError)).toBe(
      'O Evolution recusou a requisição: instance requires property "text".',
    );
  });

  it('maps a disconnected instance and Baileys failures to rejected', async () => {
    const { gateway } = gatewayFor(fake);
    fake.inject('POST /message/sendText', {
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['Error: Connection Closed'] } },
    });
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }))).toMatchObject({
      kind: 'rejected',
      reason: 'not_connected',
    });
    instance.state = 'close';
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }))).toMatchObject({
      kind: 'rejected',
      reason: 'not_connected',
      gatewayMessage: 'The "acme" instance is not connected',
    });
  });

  it('refuses blank text locally', async () => {
    const { gateway } = gatewayFor(fake);
    expect(await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: '   ' }))).toMatchObject({
      kind: 'bad_request',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a send on 500 with exponential backoff and jitter, then succeeds', async () => {
    const failure = {
      status: 500,
      body: { status: 500, error: 'Internal Server Error', response: { message: ['boom'] } },
    };
    fake.inject('POST /message/sendText', failure, failure);
    const { gateway, sleeps } = gatewayFor(fake, { random: () => 0.5 });
    const sent = await gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' });
    expect(sent.gatewayMessageId).toMatch(/^3EB0FAKE/);
    expect(fake.requestsTo('POST /message/sendText')).toHaveLength(3);
    // Equal jitter: half of 100·2^(n-1) plus random·half → 75 then 150 with random 0.5.
    expect(sleeps).toEqual([75, 150]);
  });

  it('gives up after the bounded attempts and throws the last typed error', async () => {
    const failure = { status: 502, body: '<html>Bad Gateway</html>' };
    fake.inject('POST /message/sendWhatsAppAudio', failure, failure, failure, failure);
    const { gateway, sleeps } = gatewayFor(fake, { random: () => 0 });
    const error = await rejectionOf(
      gateway.sendAudio(ref(), { to: '5511987654321', audio: { url: 'https://x.test/a.ogg' } }),
    );
    expect(error).toMatchObject({
      kind: 'unavailable',
      status: 502,
      retryable: true,
      operation: 'sendAudio',
    });
    expect(fake.requestsTo('POST /message/sendWhatsAppAudio')).toHaveLength(3);
    expect(sleeps).toEqual([50, 100]);
  });

  it('retries a dropped connection (network error) and succeeds', async () => {
    fake.inject('POST /message/sendMedia', { dropConnection: true });
    const { gateway } = gatewayFor(fake);
    const sent = await gateway.sendMedia(ref(), {
      to: '5511987654321',
      type: 'image',
      media: { url: 'https://cdn.vendai.test/carro.jpg' },
    });
    expect(sent.messageType).toBe('imageMessage');
    expect(fake.requestsTo('POST /message/sendMedia')).toHaveLength(2);
  });

  it('times out a slow gateway with a typed timeout error, retrying within the bound', async () => {
    fake.inject('POST /message/sendText', { delayMs: 400 }, { delayMs: 400 });
    const { gateway, sleeps } = gatewayFor(fake, { timeoutMs: 100, retry: { attempts: 2 } });
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({ kind: 'timeout', status: null, retryable: true, operation: 'sendText' });
    expect(sleeps).toHaveLength(1);
  });

  it('does not retry a presence that timed out (it is cosmetic)', async () => {
    fake.inject('POST /chat/sendPresence', { delayMs: 400 });
    const { gateway, sleeps } = gatewayFor(fake, { timeoutMs: 100 });
    const error = await rejectionOf(
      gateway.sendPresence(ref(), { to: '5511987654321', presence: 'composing', durationMs: 0 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', operation: 'sendPresence' });
    expect(sleeps).toEqual([]);
  });

  it('reads an unreadable 2xx as unavailable/invalid_response without retrying', async () => {
    fake.inject('POST /message/sendText', { status: 201, body: { unexpected: true } });
    const { gateway, sleeps } = gatewayFor(fake);
    const error = await rejectionOf(gateway.sendText(ref(), { to: '5511987654321', text: 'Oi' }));
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'invalid_response', retryable: false });
    expect(sleeps).toEqual([]);
  });
});
