import {
  type CampaignAudience,
  type CampaignCreateBody,
  DEFAULT_RECENT_DAYS,
} from '../../../contract/campaigns';

/** The create form's values: the audience's filters sit at the top level of the form. */
export interface CampaignForm {
  name?: string;
  instanceId?: string;
  templateId?: string | null;
  text?: string | null;
  variables?: string[];
  statuses?: CampaignAudience['statuses'];
  qualifications?: CampaignAudience['qualifications'];
  sellerIds?: string[];
  saleChannels?: string;
  lastContactFrom?: string | null;
  lastContactTo?: string | null;
  recentDays?: number | null;
  sendNow?: boolean;
  scheduledAt?: string | null;
}

const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

export function audienceOf(form: CampaignForm): CampaignAudience {
  return {
    statuses: form.statuses ?? [],
    qualifications: form.qualifications ?? [],
    sellerIds: form.sellerIds ?? [],
    // Typed as a comma-separated list ("Loja, Online").
    saleChannels: (form.saleChannels ?? '')
      .split(',')
      .map((channel) => channel.trim())
      .filter(Boolean),
    lastContactFrom: isoOrNull(form.lastContactFrom),
    lastContactTo: isoOrNull(form.lastContactTo),
    recentDays: form.recentDays ?? DEFAULT_RECENT_DAYS,
  };
}

/** The POST body from the form: a template or a text, now or at a time. */
export function bodyOf(form: CampaignForm, cloud: boolean): CampaignCreateBody {
  return {
    name: form.name ?? '',
    instanceId: form.instanceId ?? '',
    templateId: cloud ? (form.templateId ?? null) : null,
    text: cloud ? null : (form.text ?? null),
    variables: cloud ? (form.variables ?? []) : [],
    audience: audienceOf(form),
    sendNow: form.sendNow !== false,
    scheduledAt: form.sendNow === false ? isoOrNull(form.scheduledAt) : null,
  };
}
