import { SESSION_TIMEOUT, SystemSettings } from '../../../contract/settings';

/** Spec 3 §5: the session timeout input is 5 to 480 minutes, and falls back to 30. */
export const normaliseSessionTimeout = (text: string): number => {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return SESSION_TIMEOUT.default;
  return Math.min(SESSION_TIMEOUT.max, Math.max(SESSION_TIMEOUT.min, value));
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
