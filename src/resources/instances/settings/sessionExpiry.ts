import { HttpError } from 'react-admin';
import { serverMessageOf } from '../../../providers/httpError';

/** Spec 1 §8: how a save says the session is over, besides the plain 401. */
const SESSION_MESSAGES = [/unauthorized/i, /access token required/i];

/** Whether a failed save means the user must sign in again (spec 1 §8). */
export const isSessionExpired = (error: unknown): boolean => {
  if (error instanceof HttpError && error.status === 401) return true;
  const texts = [serverMessageOf(error), error instanceof Error ? error.message : undefined];
  return texts.some((text) => text !== undefined && SESSION_MESSAGES.some((pattern) => pattern.test(text)));
};

/** Spec 1 §8: the 'Sessão Expirada' toast stays readable this long before the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 2_000;
