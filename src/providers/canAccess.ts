import type { Role } from '../../contract';

export interface AccessRequest {
  resource: string;
  action: string;
}

/** Pages whose links only admins see (spec 2 §6, spec 3 §6); the routes themselves stay open. */
const ADMIN_ONLY_PAGES = new Set(['logslogs', 'simulator', 'webhook-monitor', 'tools']);
/** The platform's own pages: the server answers them to the super_admin alone. */
const OWNER_ONLY_PAGES = new Set(['master']);
/** Resources a vendedor may look at but not change (the stock, the CRM link). */
const ADMIN_MANAGED_RESOURCES = new Set(['users', 'instances', 'estoque', 'crm-config', 'agenda-settings']);
const READ_ACTIONS = new Set(['list', 'show']);
/** Resources a vendedor does not see at all. */
const SELLER_HIDDEN_RESOURCES = new Set(['users', 'bonus-configurations', 'lead-sources', 'source-costs']);

/**
 * What a role may do in its own organization. It only decides which links and buttons show:
 * the server enforces the same rules on every call.
 */
export const canAccess = (role: Role | null | undefined, { resource, action }: AccessRequest): boolean => {
  if (role === 'super_admin') return true;
  if (OWNER_ONLY_PAGES.has(resource)) return false;
  if (role === 'admin') return true;
  if (role !== 'vendedor') return false;
  if (ADMIN_ONLY_PAGES.has(resource)) return false;
  if (SELLER_HIDDEN_RESOURCES.has(resource)) return false;
  if (ADMIN_MANAGED_RESOURCES.has(resource)) return READ_ACTIONS.has(action);
  return true;
};
