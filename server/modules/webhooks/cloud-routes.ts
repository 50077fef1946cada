import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookAck } from '../../../contract/webhooks';
import { cloudVerificationChallenge, intake } from '../../engine/intake';
import { SIGNATURE_HEADER } from '../../gateways/cloud/wire';
import { WEBHOOK_BODY_LIMIT } from './body-parser';

const Params = z.object({ instanceId: z.string() });
/** Meta's subscription check; all three come as query parameters with dots in their names. */
const VerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

/** The raw text rides beside the parsed body: Meta's signature covers the exact bytes. */
interface RawBody {
  raw: string;
  parsed: unknown;
}

function parseRaw(text: string): RawBody {
  try {
    return {
      raw: text,
      parsed: JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
    };
  } catch {
    return { raw: text, parsed: text };
  }
}

/**
 * The official WhatsApp Cloud API's webhooks, one URL per instance (PROTOCOL §6). Exempt from the
 * session token like Evolution's (plugins/auth): Meta proves itself with the verify token on the
 * subscription check and with `X-Hub-Signature-256` on every post. Its own scope, so the body
 * parser that keeps the raw text applies here only.
 */
export const cloudWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseRaw(typeof body === 'string' ? body : body.toString('utf8')));
  });

  app.get(
    '/api/webhooks/cloud/:instanceId',
    { schema: { params: Params, querystring: VerifyQuery } },
    async (request, reply) => {
      const challenge = await cloudVerificationChallenge(app.db, request.params.instanceId, {
        mode: request.query['hub.mode'],
        verifyToken: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      if (challenge === null) {
        return reply.code(403).send({ error: 'forbidden', message: 'Token de verificação inválido' });
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/api/webhooks/cloud/:instanceId',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { params: Params, response: { 200: WebhookAck } } },
    async (request) => {
      const body = (request.body ?? { raw: '', parsed: null }) as RawBody;
      return intake(app, {
        instanceId: request.params.instanceId,
        body: body.parsed,
        // The text is stored as is unless a poisoned key was dropped from what was parsed.
        bodyText:
          typeof body.parsed === 'object' && body.parsed !== null && !body.raw.includes('__proto__')
            ? body.raw
            : undefined,
        secret: undefined,
        cloudSignature: { header: request.headers[SIGNATURE_HEADER], rawBody: body.raw },
      });
    },
  );
};
