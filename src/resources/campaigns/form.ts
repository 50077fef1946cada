import {
  type CampaignAudience,
  type CampaignCreateBody,
  type CampaignVariable,
  type ContactField,
  DEFAULT_FIELD_FALLBACK,
  DEFAULT_RECENT_DAYS,
} from '../../../contract/campaigns';

/** Where a template variable's value comes from: a fixed text or a contact field. */
export type VariableSource = 'text' | ContactField;

/** The create form's values: the audience's filters sit at the top level of the form. */
export interface CampaignForm {
  name?: string;
  instanceId?: string;
  templateId?: string | null;
  text?: string | null;
  /** A fixed text, or the fallback when the variable is a contact field. */
  variables?: string[];
  variableSources?: VariableSource[];
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

/** The template's values as the form set them: contact fields carry their fallback. */
export function variablesOf(form: CampaignForm): CampaignVariable[] {
  const count = Math.max(form.variables?.length ?? 0, form.variableSources?.length ?? 0);
  return Array.from({ length: count }, (_, index) => {
    const value = form.variables?.[index] ?? '';
    const source = form.variableSources?.[index] ?? 'text';
    if (source === 'text') return value;
    return { field: source, fallback: value.trim() || DEFAULT_FIELD_FALLBACK };
  });
}

/**
 * The template's values for the preview: a contact field shows the example name, a fixed text
 * itself (empty ones stay `{{n}}`).
 */
export function previewValues(form: CampaignForm, count: number, exampleName: string): string[] {
  return Array.from({ length: count }, (_, index) =>
    (form.variableSources?.[index] ?? 'text') === 'text' ? (form.variables?.[index] ?? '') : exampleName,
  );
}

/** The POST body from the form: a template or a text, now or at a time. */
export function bodyOf(form: CampaignForm, cloud: boolean): CampaignCreateBody {
  return {
    name: form.name ?? '',
    instanceId: form.instanceId ?? '',
    templateId: cloud ? (form.templateId ?? null) : null,
    text: cloud ? null : (form.text ?? null),
    variables: cloud ? variablesOf(form) : [],
    audience: audienceOf(form),
    sendNow: form.sendNow !== false,
    scheduledAt: form.sendNow === false ? isoOrNull(form.scheduledAt) : null,
  };
}
