import { HttpError } from 'react-admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeHtml = (text: string): boolean => /^\s*<(!doctype|html|head|body)\b/i.test(text);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The human text of a failed answer (spec 1 §8). Our server sends `{ error: code, message: text }`,
 * so `message` wins over `error`; then the raw text unless it is an HTML page; then the status text.
 */
export const errorMessageOf = (body: unknown, rawText: string, statusText: string): string => {
  if (isRecord(body)) {
    const fromBody = nonEmptyString(body.message) ?? nonEmptyString(body.error);
    if (fromBody) return fromBody;
  }
  if (rawText.trim() !== '' && !looksLikeHtml(rawText)) return rawText.trim();
  return statusText || 'Error';
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Builds the `'{status}: {message}'` error of a non-OK response, keeping the parsed body. */
export const httpErrorFrom = async (response: Response): Promise<HttpError> => {
  const text = await response.text().catch(() => '');
  const body = text === '' ? null : (parseJson(text) ?? text);
  const message = errorMessageOf(body, text, response.statusText);
  return new HttpError(`${response.status}: ${message}`, response.status, body);
};

/** The server's own message of a failed call (`message`, else `error`), when there is one. */
export const serverMessageOf = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (isRecord(body)) return nonEmptyString(body.message) ?? nonEmptyString(body.error);
  return typeof body === 'string' && !looksLikeHtml(body) ? nonEmptyString(body) : undefined;
};

/** The machine code of a failed call (`error` in `{ error, message }`), for a page's own wording. */
export const errorCodeOf = (error: unknown): string | undefined =>
  error instanceof HttpError && isRecord(error.body) ? nonEmptyString(error.body.error) : undefined;

export interface FieldError {
  field: string;
  message: string;
}

/** The `details: [{ field, message }]` of a validation 400, when present. */
export const fieldErrorsOf = (error: unknown): FieldError[] => {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return [];
  const details: unknown = error.body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) =>
    isRecord(detail) && typeof detail.field === 'string' && typeof detail.message === 'string'
      ? [{ field: detail.field, message: detail.message }]
      : [],
  );
};

/** A fetch that never got an answer (offline, DNS, refused, aborted) rejects with a TypeError. */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
