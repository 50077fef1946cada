import type { SvgIconComponent } from '@mui/icons-material';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GarageIcon from '@mui/icons-material/Garage';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { AgendaPage } from '../custom-pages/agenda';
import { BonusPage } from '../custom-pages/bonus';
import { LeadsOkPage } from '../custom-pages/credit';
import { AutocertoPage } from '../custom-pages/crm';
import { HomePage } from '../custom-pages/home';
import { InboxPage } from '../custom-pages/inbox';
import { KanbanPage } from '../custom-pages/kanban';
import { LogsPage } from '../custom-pages/logs';
import { MasterPage } from '../custom-pages/master';
import { ReportsPage } from '../custom-pages/reports';
import { SettingsPage } from '../custom-pages/settings';
import { SimpleUsersPage } from '../custom-pages/simple-users';
import type { MessageKey } from '../i18n/pt-BR';
import { auditLogRoute } from '../resources/audit-log';
import { campaignsRoute } from '../resources/campaigns';
import { leadSourcesRoute } from '../resources/lead-sources';
import { messageTemplatesRoute } from '../resources/message-templates';
import { stockRoute } from '../resources/vehicles';
import type { PageRoute } from '../ui/definePage';

export interface NavItem {
  page: PageRoute;
  label: MessageKey;
  icon: SvgIconComponent;
  /**
   * Desktop header: among the navigation links, among the buttons on the right, or always in the
   * 'Mais' menu (pages visited seldom, which would push the header onto a second line).
   */
  desktop: 'link' | 'button' | 'more';
  /** Shown in the phone's bottom navigation, with this label and icon; otherwise in its "more" menu. */
  bottom?: { label: MessageKey; icon: SvgIconComponent };
  /** Resource checked with `canAccess(role, { resource, action: 'list' })`; none means everyone. */
  access?: string;
}

/** The one list both headers and the bottom navigation are built from (spec 2 §2.3). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    page: HomePage,
    label: 'app.nav.home',
    icon: HomeIcon,
    desktop: 'link',
    bottom: { label: 'app.nav.home', icon: HomeIcon },
  },
  {
    page: InboxPage,
    label: 'app.nav.chat',
    icon: ChatIcon,
    desktop: 'link',
    bottom: { label: 'app.nav.whatsapp', icon: WhatsAppIcon },
  },
  {
    page: KanbanPage,
    label: 'app.nav.kanban',
    icon: ViewKanbanIcon,
    desktop: 'link',
    bottom: { label: 'app.nav.kanban', icon: ViewKanbanIcon },
  },
  {
    page: SimpleUsersPage,
    label: 'app.nav.users',
    icon: PeopleIcon,
    desktop: 'link',
    bottom: { label: 'app.nav.users', icon: PeopleIcon },
    access: 'users',
  },
  {
    page: SettingsPage,
    label: 'app.nav.settings',
    icon: SettingsIcon,
    desktop: 'link',
    bottom: { label: 'app.nav.settingsShort', icon: SettingsIcon },
  },
  { page: AgendaPage, label: 'app.agenda.nav', icon: EventIcon, desktop: 'link', access: 'agenda' },
  { page: ReportsPage, label: 'app.reports.nav', icon: InsightsIcon, desktop: 'link' },
  { page: LogsPage, label: 'app.nav.logslogs', icon: ReceiptLongIcon, desktop: 'link', access: 'logslogs' },
  {
    page: auditLogRoute,
    label: 'resources.audit-log.menu',
    icon: ManageSearchIcon,
    desktop: 'more',
    access: 'audit-log',
  },
  { page: MasterPage, label: 'app.nav.master', icon: ShieldIcon, desktop: 'button', access: 'master' },
  { page: BonusPage, label: 'app.nav.bonus', icon: EmojiEventsIcon, desktop: 'button' },
  { page: AutocertoPage, label: 'app.nav.autocerto', icon: DirectionsCarIcon, desktop: 'button' },
  // Past the spec's list: the stock the CRM brings in, next to the CRM's own button.
  { page: stockRoute, label: 'app.nav.stock', icon: GarageIcon, desktop: 'button', access: 'estoque' },
  { page: LeadsOkPage, label: 'app.nav.leadsok', icon: CreditScoreIcon, desktop: 'button' },
  {
    page: leadSourcesRoute,
    label: 'app.nav.leadSources',
    icon: HubIcon,
    desktop: 'button',
    access: 'lead-sources',
  },
  {
    page: messageTemplatesRoute,
    label: 'resources.message-templates.menu',
    icon: ChatBubbleOutlineIcon,
    desktop: 'more',
    access: 'message-templates',
  },
  {
    page: campaignsRoute,
    label: 'resources.campanhas.menu',
    icon: CampaignIcon,
    desktop: 'more',
    access: 'campanhas',
  },
  {
    page: { path: '/source-costs', aliases: [] },
    label: 'app.nav.sourceCosts',
    icon: PaidIcon,
    desktop: 'button',
    access: 'source-costs',
  },
];

/** Whether the current path shows this page (its own path, an alias, or a sub-path). */
export const isActivePath = (page: PageRoute, pathname: string): boolean =>
  [page.path, ...page.aliases].some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
