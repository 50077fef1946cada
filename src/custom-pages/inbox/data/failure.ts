import { HttpError } from 'react-admin';
import { serverMessageOf } from '../../../providers/httpError';

/** A failed call as spec 2 §8 words it: the answer's status and body, or the network's message. */
export type Failure = { kind: 'http'; status: number; body: string } | { kind: 'network'; detail: string };

export const failureOf = (error: unknown): Failure => {
  if (error instanceof HttpError) {
    return { kind: 'http', status: error.status, body: serverMessageOf(error) ?? '' };
  }
  return { kind: 'network', detail: error instanceof Error ? error.message : String(error) };
};
