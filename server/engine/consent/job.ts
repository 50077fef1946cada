import { CONSENT_CONFIRMATION } from '../../../contract/consent';
import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import type { EngineDeps } from '../deps';
import { sendOutbound } from '../outbound';

export const CONSENT_CONFIRMATION_JOB = 'consent_confirmation';

export interface ConsentConfirmationPayload {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  status: 'opted_out' | 'opted_in';
}

function parse(payload: unknown): ConsentConfirmationPayload | null {
  const p = payload as Partial<ConsentConfirmationPayload> | null;
  if (!p?.organizationId || !p.instanceId || !p.conversationId) return null;
  if (p.status !== 'opted_out' && p.status !== 'opted_in') return null;
  return p as ConsentConfirmationPayload;
}

/** The one confirmation of a consent keyword, through the outbound stage like every message of ours. */
async function confirm(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const payload = parse(job.payload);
  if (!payload) throw new PermanentJobError('consent_confirmation sem conversa');
  const result = await sendOutbound(deps, {
    organizationId: payload.organizationId,
    instanceId: payload.instanceId,
    conversationId: payload.conversationId,
    origin: 'system',
    text: CONSENT_CONFIRMATION[payload.status],
  });
  if (result.status === 'failed')
    throw new Error(`Confirmação de consentimento não enviada: ${result.error ?? 'falha no envio'}`);
}

export function registerConsentJob(deps: EngineDeps): void {
  deps.jobs.register(CONSENT_CONFIRMATION_JOB, (job) => confirm(deps, job));
}
