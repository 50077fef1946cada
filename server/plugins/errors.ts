import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import { type FieldIssue, HttpError, notFound } from '../lib/errors';

interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

const INTERNAL: ErrorResponse = {
  status: 500,
  body: { error: 'internal_error', message: 'Erro interno do servidor' },
};

/** Fastify's own request errors, answered in Portuguese instead of its English texts. */
const FRAMEWORK_ERRORS: Record<string, ErrorResponse> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { error: 'invalid_json', message: 'JSON inválido no corpo da requisição' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: 'invalid_json', message: 'JSON inválido no corpo da requisição' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: {
      error: 'unsupported_media_type',
      message: 'Tipo de conteúdo não suportado: envie application/json',
    },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { error: 'payload_too_large', message: 'Corpo da requisição muito grande' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { error: 'bad_request', message: 'Tamanho do corpo da requisição inválido' },
  },
};

interface ValidationEntry {
  instancePath?: unknown;
  message?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `/instancePhone` → `instancePhone`, `/items/0/name` → `items.0.name`; the part itself when at the root. */
function fieldOf(entry: ValidationEntry, context: unknown): string {
  const path = typeof entry.instancePath === 'string' ? entry.instancePath : '';
  const field = path.split('/').filter(Boolean).join('.');
  if (field) return field;
  return typeof context === 'string' ? context : 'body';
}

function validationResponse(entries: unknown[], context: unknown): ErrorResponse {
  const details: FieldIssue[] = entries.filter(isRecord).map((entry: ValidationEntry) => ({
    field: fieldOf(entry, context),
    message: typeof entry.message === 'string' ? entry.message : 'Valor inválido',
  }));
  return {
    status: 400,
    body: { error: 'validation_error', message: details[0]?.message ?? 'Dados inválidos', details },
  };
}

/** A 4xx thrown by a library without our shape: keep the status, say it in Portuguese. */
function genericClientError(status: number): ErrorResponse {
  if (status === 404) return { status, body: { error: 'not_found', message: 'Recurso não encontrado' } };
  if (status === 401)
    return { status, body: { error: 'unauthorized', message: 'Token de acesso inválido ou expirado' } };
  if (status === 403) return { status, body: { error: 'forbidden', message: 'Acesso negado' } };
  if (status === 429) {
    return {
      status,
      body: {
        error: 'too_many_requests',
        message: 'Muitas requisições. Aguarde um minuto e tente novamente.',
      },
    };
  }
  return { status, body: { error: 'bad_request', message: 'Requisição inválida' } };
}

/** Maps anything thrown during a request to the one error shape; unknown errors are a bare 500. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body };
  }
  if (!isRecord(error)) return INTERNAL;
  if (Array.isArray(error.validation)) return validationResponse(error.validation, error.validationContext);
  if (typeof error.code === 'string' && error.code in FRAMEWORK_ERRORS) {
    return FRAMEWORK_ERRORS[error.code] as ErrorResponse;
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return genericClientError(status);
  return INTERNAL;
}

/** The one error handler and the JSON 404 for unknown routes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const { status, body } = toErrorResponse(notFound('Rota não encontrada'));
    return reply.code(status).send(body);
  });
}
