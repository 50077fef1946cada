import type { FinalOutcome } from '../../../contract/monitor';

/** Spec 3 §4: how a record's outcome and its steps' statuses show. */

export type Tone = 'success' | 'error' | 'warning' | 'default' | 'info';

export function outcomeTone(outcome: FinalOutcome): Tone {
  switch (outcome) {
    case 'ai_response_sent':
      return 'success';
    case 'no_ai_response':
      return 'warning';
    case 'processing_error':
      return 'error';
    default:
      return outcome === 'processing' ? 'info' : 'default';
  }
}

/** The spec's four outcomes; anything else reads as processing (ours: skipped, duplicate, connection_event). */
export const OUTCOMES: readonly FinalOutcome[] = [
  'ai_response_sent',
  'no_ai_response',
  'processing_error',
  'processing',
  'skipped',
  'duplicate',
  'connection_event',
];

export type StepTone = 'success' | 'failure' | 'warning' | 'neutral';

export function stepTone(status: string): StepTone {
  if (status === 'success' || status === 'failure' || status === 'warning') return status;
  return 'neutral';
}
