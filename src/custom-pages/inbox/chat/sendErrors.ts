import { HttpError } from 'react-admin';
import type { Message } from '../../../../contract/inbox';
import { serverMessageOf } from '../../../providers/httpError';

/**
 * The failed message the server stored, when a send or retry answered 502 `send_failed`. Its schema
 * is loaded here, once a send has failed: imported statically, it would bring zod and every inbox
 * schema into the inbox page's first load. Null when the details are not a stored message, or the
 * schema cannot be loaded (the caller then shows the failure on its own copy).
 */
export const failedMessageOf = async (error: unknown): Promise<Message | null> => {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const details: unknown = 'details' in error.body ? error.body.details : undefined;
  if (typeof details !== 'object' || details === null) return null;
  try {
    const { SendFailedDetails } = await import('../../../../contract/inbox');
    const parsed = SendFailedDetails.safeParse(details);
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
};

/** Spec 2 §8: the server's text on a non-OK answer, the error's own message on a network error. */
export const errorDetailOf = (error: unknown): string => {
  const fromServer = serverMessageOf(error);
  if (fromServer) return fromServer;
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * The toggle errors of spec 2 §8: 'Erro {status}: {body}' for an answer, 'Erro de rede: {message}'
 * when none came.
 */
export const toggleErrorOf = (
  error: unknown,
): { kind: 'http'; status: number; body: string } | { kind: 'network'; detail: string } => {
  if (error instanceof HttpError) {
    return { kind: 'http', status: error.status, body: errorDetailOf(error) };
  }
  return { kind: 'network', detail: errorDetailOf(error) };
};
