import type { DataProvider } from 'react-admin';

/**
 * Resources whose REST route is not `/api/<resource>`: spec 3 §7 puts admin routes under `/api/admin`,
 * and the stock is the resource `estoque` (its page is `/estoque`) on `/api/vehicles`.
 */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  'bonus-configurations': 'admin/bonus-configurations',
  'seller-reviews': 'admin/seller-reviews',
  estoque: 'vehicles',
  /** The campaigns page is `/campanhas`. */
  campanhas: 'campaigns',
  'crm-runs': 'crm/runs',
  'simulator-chats': 'simulator/chats',
  'failed-messages': 'tools/failed-messages',
  /** The signed-in user's own sessions. */
  sessions: 'auth/sessions',
};

const CRUD = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** The simple-rest provider with each resource sent to its own route. */
export function withResourcePaths<T extends DataProvider>(provider: T, paths = RESOURCE_PATHS): T {
  const routed = { ...provider };
  for (const method of CRUD) {
    const original = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
    (routed as Record<string, unknown>)[method] = (resource: string, params: unknown) =>
      original.call(provider, paths[resource] ?? resource, params);
  }
  return routed;
}
