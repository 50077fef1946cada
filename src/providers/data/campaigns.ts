import type { CampaignAudience, CampaignRecord } from '../../../contract/campaigns';
import { type Call, segment } from './call';

export type CampaignAction = 'start' | 'pause' | 'resume' | 'cancel';

/** Campaigns (issue 25): the form's live audience count and the run's start/pause/resume/cancel. */
export const campaignsMethods = (call: Call) => ({
  countCampaignAudience: (instanceId: string, audience: Partial<CampaignAudience>) =>
    call<{ count: number }>('POST', '/campaigns/audience-count', { instanceId, audience }),
  campaignAction: (id: string, action: CampaignAction) =>
    call<CampaignRecord>('POST', `/campaigns/${segment(id)}/${action}`),
});
