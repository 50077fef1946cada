import type { AppPage } from '../ui/definePage';
import { AgendaPage } from './agenda';
import { BonusPage } from './bonus';
import { FinanceirasPage, LeadsOkPage } from './credit';
import { AutocertoPage, AutocertoSettingsPage } from './crm';
import { DiagnosticPage } from './diagnostic';
import { HomePage } from './home';
import { InboxPage } from './inbox';
import { KanbanPage } from './kanban';
import { LogsPage } from './logs';
import { MasterPage } from './master';
import { ReportsPage } from './reports';
import { SettingsPage } from './settings';
import { SimpleUsersPage } from './simple-users';
import { SimulatorPage } from './simulator';
import { ToolsPage } from './tools';
import { WebhookMonitorPage } from './webhook-monitor';

/**
 * The route table of a signed-in user (spec 2 §2.1 plus /chat, /financeiras, /autocerto/sistema,
 * /simulator). Every role reaches every route; only links follow `canAccess` (spec 2 §6). The
 * onboarding wizard is not here: it is reachable signed out, as a route without layout (App.tsx).
 */
export const APP_PAGES: readonly AppPage[] = [
  HomePage,
  InboxPage,
  KanbanPage,
  AgendaPage,
  ReportsPage,
  ToolsPage,
  SimpleUsersPage,
  SettingsPage,
  BonusPage,
  AutocertoPage,
  AutocertoSettingsPage,
  LeadsOkPage,
  FinanceirasPage,
  DiagnosticPage,
  LogsPage,
  MasterPage,
  WebhookMonitorPage,
  SimulatorPage,
];
