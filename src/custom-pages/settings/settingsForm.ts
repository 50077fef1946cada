import { SESSION_TIMEOUT, SystemSettings } from '../../../contract/settings';

/**
 * Spec 3 §5: an empty session timeout falls back to 30. A number outside 5 to 480 is kept as typed,
 * so the form shows it as a field error instead of quietly saving another value.
 */
export const normaliseSessionTimeout = (text: string): number => {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? SESSION_TIMEOUT.default : value;
};

export type FieldErrors = Partial<Record<keyof SystemSettings, string>>;

/** The contract's own messages for each bad field, checked before sending (the server checks again). */
export const formErrors = (settings: SystemSettings): FieldErrors => {
  const parsed = SystemSettings.safeParse(settings);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in settings)
      errors[field as keyof SystemSettings] ??= issue.message;
  }
  return errors;
};
