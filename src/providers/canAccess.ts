import type { Role } from '../../contract';

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * Pages whose links only admins see (spec 2 §6, spec 3 §6); the routes themselves stay open. Also
 * the contact's rights (export, erasure) and the retention choice, which the server gives admins only.
 * `master-panel` is the master page itself, which spec 3 §6 opens to admins; its figures
 * (`master`) are the platform owner's alone.
 */
const ADMIN_ONLY_PAGES = new Set([
  'logslogs',
  'simulator',
  'webhook-monitor',
  'tools',
  'contact-data',
  'retention',
  'master-panel',
]);
/** The platform's own pages: the server answers them to the super_admin alone. */
const OWNER_ONLY_PAGES = new Set(['master']);
/**
 * What concerns a shop's subscription (its plan banners): the shop's admin alone; the platform's
 * owner runs no shop plan, and sellers do not pay it.
 */
const SHOP_ADMIN_ONLY = new Set(['plan-status']);
/** Resources a vendedor may look at but not change (the stock, the CRM link). */
const ADMIN_MANAGED_RESOURCES = new Set(['users', 'instances', 'estoque', 'crm-config', 'agenda-settings']);
const READ_ACTIONS = new Set(['list', 'show']);
/** Resources a vendedor does not see at all (the audit log names who did what across the whole shop). */
const SELLER_HIDDEN_RESOURCES = new Set([
  'users',
  'bonus-configurations',
  'audit-log',
  'lead-sources',
  'source-costs',
  'message-templates',
  'campanhas',
]);

/**
 * What a role may do in its own organization. It only decides which links and buttons show:
 * the server enforces the same rules on every call.
 */
export const canAccess = (role: Role | null | undefined, { resource, action }: AccessRequest): boolean => {
  if (SHOP_ADMIN_ONLY.has(resource)) return role === 'admin';
  if (role === 'super_admin') return true;
  if (OWNER_ONLY_PAGES.has(resource)) return false;
  if (role === 'admin') return true;
  if (role !== 'vendedor') return false;
  if (ADMIN_ONLY_PAGES.has(resource)) return false;
  if (SELLER_HIDDEN_RESOURCES.has(resource)) return false;
  if (ADMIN_MANAGED_RESOURCES.has(resource)) return READ_ACTIONS.has(action);
  return true;
};
