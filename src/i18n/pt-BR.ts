import { bonusLeadsPtBR } from './pt-BR/app-bonusleads';
import { chatPtBR } from './pt-BR/app-chat';
import { dashboardPtBR } from './pt-BR/app-dashboard';
import { inboxPtBR } from './pt-BR/app-inbox';
import { kanbanPtBR } from './pt-BR/app-kanban';
import { landingPtBR } from './pt-BR/app-landing';
import { realtimePtBR } from './pt-BR/app-realtime';
import { settingsDialogPtBR } from './pt-BR/app-settings-dialog';
import { shellPtBR } from './pt-BR/app-shell';
import { simulatorPtBR } from './pt-BR/app-simulator';
import { simpleUsersPtBR } from './pt-BR/app-users';
import { raPtBR } from './pt-BR/ra';
import { resourcesPtBR } from './pt-BR/resources';
import { resourcesBonusLeadsPtBR } from './pt-BR/resources-bonusleads';

/** The source of truth of every text the app shows; other locales must match its shape. */
export const ptBR = {
  ra: raPtBR,
  resources: { ...resourcesPtBR, ...resourcesBonusLeadsPtBR },
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
    kanban: kanbanPtBR,
    bonusLeads: bonusLeadsPtBR,
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
