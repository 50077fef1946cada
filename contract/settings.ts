import { z } from 'zod';
import { SESSION_TIMEOUT } from './constants';
import { firstInvalidIpLine } from './ip-networks';

export { SESSION_TIMEOUT };
/** Hours without seller activity before a lead is redistributed (the landing page promises 48). */
export const IDLE_LEAD_HOURS = { min: 1, max: 720, default: 48 } as const;
/** Lines of the allowed-IPs field, and characters in all. */
export const ALLOWED_IPS_MAX = { lines: 100, chars: 5000 } as const;

const flag = (label: string) => z.boolean({ message: `${label} deve ser verdadeiro ou falso` });
const minutes = (label: string, bounds: { min: number; max: number }, unit: string) => {
  const range = `${label} deve estar entre ${bounds.min} e ${bounds.max} ${unit}`;
  return z
    .number({ message: `${label} deve ser um número` })
    .int({ message: `${label} deve ser um número inteiro` })
    .min(bounds.min, { message: range })
    .max(bounds.max, { message: range });
};

/** One CIDR network (or a single address) per line, IPv4 or IPv6; empty allows every address. */
export const AllowedIps = z
  .string({ message: 'IPs permitidos deve ser um texto' })
  .max(ALLOWED_IPS_MAX.chars, {
    message: `IPs permitidos deve ter no máximo ${ALLOWED_IPS_MAX.chars} caracteres`,
  })
  .superRefine((text, ctx) => {
    const invalid = firstInvalidIpLine(text);
    if (invalid !== null) {
      ctx.addIssue({
        code: 'custom',
        message: `IP ou rede inválida em IPs permitidos: "${invalid}" (use um endereço ou CIDR por linha, ex.: 203.0.113.0/24)`,
      });
    }
  });

/** The organization's system settings (spec 3 §2.2), saved on the server (DESIGN §6). */
export const SystemSettings = z.object({
  globalAiEnabled: flag('IA global'),
  dailyBackup: flag('Backup automático diário'),
  debugMode: flag('Modo debug'),
  emailNotifications: flag('Notificações por e-mail'),
  whatsappAlerts: flag('Alertas WhatsApp'),
  systemAlerts: flag('Alertas do sistema'),
  sessionTimeout: minutes('Timeout de sessão', SESSION_TIMEOUT, 'minutos'),
  allowedIps: AllowedIps,
  redistributeIdleLeads: flag('Redistribuir leads parados'),
  idleLeadHours: minutes('Horas sem atividade', IDLE_LEAD_HOURS, 'horas'),
  /** Admins without two-factor sign-in must enrol at their next sign-in. */
  requireAdminTwoFactor: flag('Exigir 2FA de administradores'),
});
export type SystemSettings = z.infer<typeof SystemSettings>;

/** Page defaults: global AI on, backup on, debug off (spec 3 §2.2); notices on; 30 minutes; 48 hours. */
export const SYSTEM_SETTINGS_DEFAULTS: SystemSettings = {
  globalAiEnabled: true,
  dailyBackup: true,
  debugMode: false,
  emailNotifications: true,
  whatsappAlerts: true,
  systemAlerts: true,
  sessionTimeout: SESSION_TIMEOUT.default,
  allowedIps: '',
  redistributeIdleLeads: true,
  idleLeadHours: IDLE_LEAD_HOURS.default,
  requireAdminTwoFactor: false,
};

/** What GET answers: the settings, whether the caller may change them, and the last backup. */
export const SystemSettingsView = SystemSettings.extend({
  canEdit: z.boolean(),
  lastBackupAt: z.string().nullable(),
  version: z.string(),
});
export type SystemSettingsView = z.infer<typeof SystemSettingsView>;

/** The signed-in user's own display preferences. */
export const UserPreferences = z.object({
  darkMode: z.boolean({ message: 'Tema escuro deve ser verdadeiro ou falso' }).nullable(),
  compactMode: flag('Modo compacto'),
  animations: flag('Animações'),
});
export type UserPreferences = z.infer<typeof UserPreferences>;
export const USER_PREFERENCES_DEFAULTS: UserPreferences = {
  darkMode: null,
  compactMode: false,
  animations: true,
};
