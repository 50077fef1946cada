import { describe, expect, it } from 'vitest';
import { gatewayErrorMessagePtBr } from '../../../server/gateways/error-messages';
import { GatewayError } from '../../../server/gateways/errors';
import { errorFromStatus, inlineError } from '../../../server/gateways/evolution/error-mapping';
import {
  buildEvolutionWebhook,
  evolutionWebhookUrl,
  WEBHOOK_SECRET_HEADER,
  webhookDigestMatches,
  webhookSecretDigest,
  webhookSecretMatches,
} from '../../../server/gateways/evolution/webhook-config';
import { backoffDelay } from '../../../server/gateways/http';

const evolutionError = (status: number, message: unknown) => ({
  status,
  error: 'whatever',
  response: { message },
});

describe('error mapping of every shape in PROTOCOL §6', () => {
  it.each([
    [404, ['The "acme-x" instance does not exist'], 'not_found', 'instance_not_found'],
    [404, ['Instance "acme-x" not found'], 'not_found', 'instance_not_found'],
    [404, ['Cannot POST /wrong/path'], 'not_found', null],
    [401, 'Unauthorized', 'unauthorized', null],
    [403, ['This name "acme" is already in use.'], 'rejected', 'name_in_use'],
    [403, ['Forbidden by proxy'], 'unauthorized', null],
    [400, [['instance requires property "text"']], 'bad_request', null],
    [400, ['Owned media must be a url or base64'], 'bad_request', null],
    [400, ['Invalid integration'], 'bad_request', null],
    [
      400,
      [{ jid: '5511900000000@s.whatsapp.net', exists: false, number: '5511900000000' }],
      'rejected',
      'number_not_on_whatsapp',
    ],
    [400, ['The "acme" instance is not connected'], 'rejected', 'not_connected'],
    [400, ['SessionError: No sessions'], 'rejected', null],
    [400, ['Error: Media upload failed on all hosts'], 'rejected', null],
    [500, ['Read messages fail', 'boom'], 'unavailable', null],
    [503, 'Service Unavailable', 'unavailable', null],
    [504, 'Gateway Timeout', 'timeout', null],
  ])('%s %j → %s (%s)', (status, message, kind, reason) => {
    const error = errorFromStatus(status, evolutionError(status, message));
    expect(error).toMatchObject({ kind, reason, status });
    expect(error.retryable).toBe(kind === 'unavailable' || kind === 'timeout');
  });

  it('joins several messages and flattens the nested array', () => {
    expect(errorFromStatus(500, evolutionError(500, ['Read messages fail', ['inner']])).gatewayMessage).toBe(
      'Read messages fail; inner',
    );
  });

  it('keeps an HTML page short and readable', () => {
    const page = `<html>${'x'.repeat(1000)}</html>`;
    expect(errorFromStatus(502, page).gatewayMessage.length).toBeLessThanOrEqual(300);
  });

  it('reads the HTTP 200 {error:true} answers, and ignores {error:false}', () => {
    expect(inlineError({ error: true, message: '[object Object]' }, 200)).toMatchObject({ kind: 'rejected' });
    expect(
      inlineError({ error: true, message: 'BadRequestException: The "x" instance does not exist' }, 200),
    ).toMatchObject({
      kind: 'not_found',
      reason: 'instance_not_found',
    });
    expect(
      inlineError({ status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } }, 200),
    ).toBeNull();
  });
});

describe('pt-BR messages for callers', () => {
  it.each([
    [{ kind: 'unauthorized' }, 'Token ou API Key inválidos'],
    [{ kind: 'rejected', reason: 'number_not_on_whatsapp' }, 'Este número não tem WhatsApp.'],
    [
      { kind: 'rejected', reason: 'not_connected' },
      'A instância está desconectada do WhatsApp. Conecte-a lendo o QR Code.',
    ],
    [{ kind: 'timeout', gateway: 'evolution' }, 'O Evolution não respondeu a tempo. Tente novamente.'],
    [{ kind: 'rejected', gateway: 'evolution' }, 'O Evolution recusou a operação.'],
    [
      { kind: 'bad_request', gateway: 'evolution', gatewayMessage: 'Text is required' },
      'O Evolution recusou a requisição: Text is required.',
    ],
    [{ kind: 'rejected', gateway: 'cloud' }, 'O WhatsApp oficial (Cloud API) recusou a operação.'],
    [{ kind: 'not_found', gateway: 'cloud' }, 'Instância não encontrada no WhatsApp oficial (Cloud API).'],
    [{ kind: 'timeout', gateway: 'simulator' }, 'O simulador não respondeu a tempo. Tente novamente.'],
    [{ kind: 'rejected' }, 'O serviço do WhatsApp recusou a operação.'],
  ] as const)('%j', (init, expected) => {
    const error = new GatewayError({ gatewayMessage: '[object Object]', ...init });
    expect(gatewayErrorMessagePtBr(error)).toBe(expected);
  });
});

describe('backoff', () => {
  it('doubles, is capped, and keeps at least half of the delay whatever the jitter', () => {
    const policy = { attempts: 6, baseDelayMs: 400, maxDelayMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(policy, n, () => 0))).toEqual([200, 400, 800, 1600, 2500]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(policy, n, () => 0.999999))).toEqual([
      400, 800, 1600, 3200, 5000,
    ]);
  });
});

describe('webhook config', () => {
  it('points at our intake route for the instance id and carries the secret header', () => {
    const url = evolutionWebhookUrl('https://app.vendai.com.br/', 'abc-123');
    expect(url).toBe('https://app.vendai.com.br/api/webhooks/evolution/abc-123');
    expect(buildEvolutionWebhook({ url, secret: 'k', events: [] })).toEqual({
      url,
      byEvents: false,
      base64: true,
      headers: { [WEBHOOK_SECRET_HEADER]: 'k' },
      // An explicit empty list is kept: Evolution reads it as "all events".
      events: [],
    });
  });

  it('compares the secret header exactly', () => {
    expect(webhookSecretMatches('s3cret', 's3cret')).toBe(true);
    expect(webhookSecretMatches('s3cret', ['s3cret', 'other'])).toBe(true);
    expect(webhookSecretMatches('s3cret', 's3cre')).toBe(false);
    expect(webhookSecretMatches('s3cret', 'S3CRET')).toBe(false);
    expect(webhookSecretMatches('s3cret', undefined)).toBe(false);
    expect(webhookSecretMatches('', '')).toBe(false);
  });

  it('compares the secret header exactly against a digest kept from before', () => {
    const kept = webhookSecretDigest('s3cret');
    expect(webhookDigestMatches(kept, 's3cret')).toBe(true);
    expect(webhookDigestMatches(kept, ['s3cret', 'other'])).toBe(true);
    expect(webhookDigestMatches(kept, 's3cre')).toBe(false);
    expect(webhookDigestMatches(kept, undefined)).toBe(false);
    expect(webhookDigestMatches(webhookSecretDigest(''), '')).toBe(false);
  });
});
