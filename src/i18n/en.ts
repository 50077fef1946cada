import englishMessages from 'ra-language-english';
import { agendaEn, appointmentsResourceEn } from './en/app-agenda';
import { attentionEn } from './en/app-attention';
import { bonusLeadsEn } from './en/app-bonusleads';
import { brandingEn } from './en/app-branding';
import { campaignsEn, campaignsResourceEn } from './en/app-campaigns';
import { chatEn } from './en/app-chat';
import { crmEn, stockResourceEn } from './en/app-crm';
import { dashboardEn } from './en/app-dashboard';
import { diagnosticEn } from './en/app-diagnostic';
import { financingEn, leadFinancingEn, tradeInEn } from './en/app-financing';
import { inboxEn } from './en/app-inbox';
import { kanbanEn } from './en/app-kanban';
import { landingEn } from './en/app-landing';
import { leadSourcesEn } from './en/app-lead-sources';
import { logsEn } from './en/app-logs';
import { monitorEn } from './en/app-monitor';
import { platformEn } from './en/app-platform';
import { privacyEn } from './en/app-privacy';
import { realtimeEn } from './en/app-realtime';
import { reportsEn } from './en/app-reports';
import { securityEn } from './en/app-security';
import { settingsEn } from './en/app-settings';
import { settingsDialogEn } from './en/app-settings-dialog';
import { shellEn } from './en/app-shell';
import { simulatorEn } from './en/app-simulator';
import { templatesEn, templatesResourceEn } from './en/app-templates';
import { toolsEn } from './en/app-tools';
import { simpleUsersEn } from './en/app-users';
import { resourcesEn } from './en/resources';
import { auditLogResourceEn } from './en/resources-audit';
import { resourcesBonusLeadsEn } from './en/resources-bonusleads';
import type { AppMessages } from './pt-BR';

/**
 * react-admin's own English messages, as its package ships them. Their type is loose (any string
 * key), so the catalog test checks that they have exactly the keys of the pt-BR translation.
 */
const raEn = englishMessages.ra as AppMessages['ra'];

export const en = {
  ra: raEn,
  resources: {
    ...resourcesEn,
    ...resourcesBonusLeadsEn,
    estoque: stockResourceEn,
    appointments: appointmentsResourceEn,
    'message-templates': templatesResourceEn,
    campanhas: campaignsResourceEn,
    'audit-log': auditLogResourceEn,
  },
  app: {
    ...shellEn,
    landing: landingEn,
    simpleUsers: simpleUsersEn,
    dashboard: dashboardEn,
    settingsDialog: settingsDialogEn,
    simulator: simulatorEn,
    realtime: realtimeEn,
    inbox: inboxEn,
    chat: chatEn,
    reports: reportsEn,
    settings: settingsEn,
    kanban: kanbanEn,
    leadSources: leadSourcesEn,
    templates: templatesEn,
    campaigns: campaignsEn,
    platform: platformEn,
    crm: crmEn,
    monitor: monitorEn,
    diagnostic: diagnosticEn,
    logs: logsEn,
    tools: toolsEn,
    attention: attentionEn,
    bonusLeads: bonusLeadsEn,
    branding: brandingEn,
    financing: financingEn,
    tradeIn: tradeInEn,
    leadFinancing: leadFinancingEn,
    agenda: agendaEn,
    security: securityEn,
    privacy: privacyEn,
  },
} as const satisfies AppMessages;
