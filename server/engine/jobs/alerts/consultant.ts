/** The consultant's notification settings (spec 1 §3: consultorNotificationEnabled, consultorNotificationPhone). */
export interface ConsultantSettings {
  consultorNotificationEnabled: boolean;
  consultorNotificationPhone?: string | null;
}

/** Where notices go: the consultant's number in digits, or null when notification is off or has no number. */
export function consultantPhone(settings: ConsultantSettings): string | null {
  if (!settings.consultorNotificationEnabled) return null;
  const digits = (settings.consultorNotificationPhone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits : null;
}
