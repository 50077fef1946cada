import {
  type OnboardingBody,
  OnboardingBody as OnboardingSchema,
  slugFromName,
} from '../../../contract/organizations';
import type { PlanKey } from '../../../contract/plans';

/** The wizard's five steps (spec 3 §2.10), 1-based as the spec counts them. */
export const STEP_COUNT = 5;
export const STEP_KEYS = ['organization', 'owner', 'plan', 'setup', 'confirm'] as const;

export interface WizardValues {
  organizationName: string;
  organizationSlug: string;
  address: string;
  ownerName: string;
  ownerEmail: string;
  phone: string;
  subscriptionPlan: PlanKey;
  instanceName: string;
  bikerHubApiKey: string;
  openaiApiKey: string;
}

export type WizardField = keyof WizardValues;
export type FieldErrors = Partial<Record<WizardField, string>>;

export const INITIAL_VALUES: WizardValues = {
  organizationName: '',
  organizationSlug: '',
  address: '',
  ownerName: '',
  ownerEmail: '',
  phone: '',
  subscriptionPlan: 'professional',
  instanceName: '',
  bikerHubApiKey: '',
  openaiApiKey: '',
};

/** The fields each step checks before Continuar moves on. */
export const STEP_FIELDS: Record<number, readonly WizardField[]> = {
  1: ['organizationName', 'organizationSlug', 'address'],
  2: ['ownerName', 'ownerEmail', 'phone'],
  3: ['subscriptionPlan'],
  4: ['instanceName', 'bikerHubApiKey', 'openaiApiKey'],
  5: [],
};

/** The step a field is asked on, to go back to it when the server refuses it. */
export const stepOfField = (field: string): number =>
  Number(Object.entries(STEP_FIELDS).find(([, fields]) => fields.includes(field as WizardField))?.[0] ?? 5);

/**
 * Typing the name fills the slug as spec 3 §5 derives it, until the user edits the slug: from then
 * on the slug is theirs.
 */
export function changeName(values: WizardValues, name: string, slugEdited: boolean): WizardValues {
  return {
    ...values,
    organizationName: name,
    organizationSlug: slugEdited ? values.organizationSlug : slugFromName(name),
  };
}

export const toBody = (values: WizardValues): OnboardingBody => ({
  ...values,
  bikerHubApiKey: values.bikerHubApiKey || undefined,
  openaiApiKey: values.openaiApiKey || undefined,
});

/** The pt-BR messages of the step's fields, checked with the same schema the server uses. */
export function validateStep(step: number, values: WizardValues): FieldErrors {
  const fields = STEP_FIELDS[step] ?? [];
  const result = OnboardingSchema.safeParse(toBody(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as WizardField | undefined;
    if (field && fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
