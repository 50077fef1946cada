import { agendaPtBR, appointmentsResourcePtBR } from './pt-BR/app-agenda';
import { attentionPtBR } from './pt-BR/app-attention';
import { bonusLeadsPtBR } from './pt-BR/app-bonusleads';
import { brandingPtBR } from './pt-BR/app-branding';
import { campaignsPtBR, campaignsResourcePtBR } from './pt-BR/app-campaigns';
import { chatPtBR } from './pt-BR/app-chat';
import { crmPtBR, stockResourcePtBR } from './pt-BR/app-crm';
import { dashboardPtBR } from './pt-BR/app-dashboard';
import { diagnosticPtBR } from './pt-BR/app-diagnostic';
import { financingPtBR, leadFinancingPtBR, tradeInPtBR } from './pt-BR/app-financing';
import { inboxPtBR } from './pt-BR/app-inbox';
import { kanbanPtBR } from './pt-BR/app-kanban';
import { landingPtBR } from './pt-BR/app-landing';
import { leadSourcesPtBR } from './pt-BR/app-lead-sources';
import { logsPtBR } from './pt-BR/app-logs';
import { monitorPtBR } from './pt-BR/app-monitor';
import { platformPtBR } from './pt-BR/app-platform';
import { privacyPtBR } from './pt-BR/app-privacy';
import { realtimePtBR } from './pt-BR/app-realtime';
import { reportsPtBR } from './pt-BR/app-reports';
import { securityPtBR } from './pt-BR/app-security';
import { settingsPtBR } from './pt-BR/app-settings';
import { settingsDialogPtBR } from './pt-BR/app-settings-dialog';
import { shellPtBR } from './pt-BR/app-shell';
import { simulatorPtBR } from './pt-BR/app-simulator';
import { templatesPtBR, templatesResourcePtBR } from './pt-BR/app-templates';
import { toolsPtBR } from './pt-BR/app-tools';
import { simpleUsersPtBR } from './pt-BR/app-users';
import { raPtBR } from './pt-BR/ra';
import { resourcesPtBR } from './pt-BR/resources';
import { auditLogResourcePtBR } from './pt-BR/resources-audit';
import { resourcesBonusLeadsPtBR } from './pt-BR/resources-bonusleads';

/** The source of truth of every text the app shows; other locales must match its shape. */
export const ptBR = {
  ra: raPtBR,
  resources: {
    ...resourcesPtBR,
    ...resourcesBonusLeadsPtBR,
    estoque: stockResourcePtBR,
    appointments: appointmentsResourcePtBR,
    'message-templates': templatesResourcePtBR,
    campanhas: campaignsResourcePtBR,
    'audit-log': auditLogResourcePtBR,
  },
  app: {
    ...shellPtBR,
    landing: landingPtBR,
    simpleUsers: simpleUsersPtBR,
    dashboard: dashboardPtBR,
    settingsDialog: settingsDialogPtBR,
    simulator: simulatorPtBR,
    realtime: realtimePtBR,
    inbox: inboxPtBR,
    chat: chatPtBR,
    reports: reportsPtBR,
    settings: settingsPtBR,
    kanban: kanbanPtBR,
    leadSources: leadSourcesPtBR,
    templates: templatesPtBR,
    campaigns: campaignsPtBR,
    platform: platformPtBR,
    crm: crmPtBR,
    monitor: monitorPtBR,
    diagnostic: diagnosticPtBR,
    logs: logsPtBR,
    tools: toolsPtBR,
    attention: attentionPtBR,
    bonusLeads: bonusLeadsPtBR,
    branding: brandingPtBR,
    financing: financingPtBR,
    tradeIn: tradeInPtBR,
    leadFinancing: leadFinancingPtBR,
    agenda: agendaPtBR,
    security: securityPtBR,
    privacy: privacyPtBR,
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a complete catalog: the pt-BR keys, each with any string. */
export type AppMessages = Widen<typeof ptBR>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. `app.layout.logout`. */
export type MessageKey = Leaves<AppMessages>;
