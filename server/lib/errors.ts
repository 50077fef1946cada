/**
 * The one kind of error a route throws on purpose. The errors plugin turns it into
 * `{ error, message, details? }` with `status`; anything else becomes a hidden 500.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Machine-readable code the web app can branch on (`email_taken`, `plan_limit`…). */
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** One entry of `details` on a validation error: which field, and what is wrong with it. */
export interface FieldIssue {
  field: string;
  message: string;
}

export const badRequest = (message: string, code = 'bad_request', details?: unknown): HttpError =>
  new HttpError(400, code, message, details);

/** A 400 in the same shape as the schema validation errors, naming the field. */
export const validationError = (field: string, message: string): HttpError =>
  new HttpError(400, 'validation_error', message, [{ field, message } satisfies FieldIssue]);

export const unauthorized = (
  message = 'Token de acesso inválido ou expirado',
  code = 'unauthorized',
): HttpError => new HttpError(401, code, message);

export const forbidden = (message = 'Acesso restrito a administradores', code = 'forbidden'): HttpError =>
  new HttpError(403, code, message);

export const notFound = (message = 'Recurso não encontrado', code = 'not_found'): HttpError =>
  new HttpError(404, code, message);

export const conflict = (code: string, message: string): HttpError => new HttpError(409, code, message);

export const tooManyRequests = (message: string, code = 'too_many_requests'): HttpError =>
  new HttpError(429, code, message);
