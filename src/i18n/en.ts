import { bonusLeadsEn } from './en/app-bonusleads';
import { chatEn } from './en/app-chat';
import { dashboardEn } from './en/app-dashboard';
import { inboxEn } from './en/app-inbox';
import { kanbanEn } from './en/app-kanban';
import { landingEn } from './en/app-landing';
import { realtimeEn } from './en/app-realtime';
import { settingsDialogEn } from './en/app-settings-dialog';
import { shellEn } from './en/app-shell';
import { simulatorEn } from './en/app-simulator';
import { simpleUsersEn } from './en/app-users';
import { raEn } from './en/ra';
import { resourcesEn } from './en/resources';
import { resourcesBonusLeadsEn } from './en/resources-bonusleads';
import type { AppMessages } from './pt-BR';

export const en = {
  ra: raEn,
  resources: { ...resourcesEn, ...resourcesBonusLeadsEn },
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
    kanban: kanbanEn,
    bonusLeads: bonusLeadsEn,
  },
} as const satisfies AppMessages;
