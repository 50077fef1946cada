import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { GRAPH_ERROR } from '../cloud/wire';

/**
 * Meta's error bodies (PROTOCOL §5): `{ error: { message, type, code, error_subcode?, fbtrace_id } }`,
 * mostly with HTTP 400 or 401 whatever the cause; the `code` is what a client reads.
 */

interface GraphFailure {
  status: number;
  message: string;
  type: string;
  code: number;
  subcode?: number;
  details?: string;
}

export function sendGraphError(reply: FastifyReply, failure: GraphFailure): FastifyReply {
  return reply.code(failure.status).send({
    error: {
      message: failure.message,
      type: failure.type,
      code: failure.code,
      ...(failure.subcode === undefined ? {} : { error_subcode: failure.subcode }),
      ...(failure.details === undefined ? {} : { error_data: { details: failure.details } }),
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  });
}

/** No bearer token, or not this number's. */
export const invalidToken = (): GraphFailure => ({
  status: 401,
  message: 'Invalid OAuth access token - Cannot parse access token',
  type: 'OAuthException',
  code: GRAPH_ERROR.invalidToken,
});

/** An id that names nothing this token may see (number, media, account). */
export const objectNotFound = (id: string): GraphFailure => ({
  status: 400,
  message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
  type: 'GraphMethodException',
  code: GRAPH_ERROR.invalidParameter,
  subcode: 33,
});

/** A request Meta would refuse for its shape: the parameter named in the details. */
export const invalidParameter = (details: string): GraphFailure => ({
  status: 400,
  message: '(#100) Invalid parameter',
  type: 'OAuthException',
  code: GRAPH_ERROR.invalidParameter,
  details,
});

/** A template that is not approved (or does not exist) in the language asked. */
export const templateNotAvailable = (name: string, language: string): GraphFailure => ({
  status: 400,
  message: '(#132001) Template name does not exist in the translation',
  type: 'OAuthException',
  code: 132001,
  details: `template name (${name}) does not exist in ${language}`,
});
