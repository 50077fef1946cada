import type { QueryClient } from '@tanstack/react-query';
import { type AccessRequest, canAccess } from './canAccess';
import { getStoredUser } from './session';

/** The parameters of react-admin's `useCanAccess` query for one resource and action, no record. */
const singleRequest = (params: unknown): params is AccessRequest =>
  typeof params === 'object' &&
  params !== null &&
  'resource' in params &&
  typeof params.resource === 'string' &&
  'action' in params &&
  typeof params.action === 'string' &&
  (!('recordId' in params) || params.recordId === undefined);

/**
 * react-admin asks `authProvider.canAccess` through a query, so every button and link it guards
 * was missing from the first render and appeared a render later, once that promise had answered:
 * the first screen was painted without its actions, then moved. The answer is the stored user's
 * role through `canAccess` (`authProvider.canAccess` says nothing else), known at once: each such
 * query gets it when it is made, as stale data, so it is still asked as before and answers the same.
 * Returns the unsubscribe.
 */
export function answerAccessAtOnce(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, kind, params] = event.query.queryKey;
    if (scope !== 'auth' || kind !== 'canAccess' || !singleRequest(params)) return;
    const user = getStoredUser();
    if (!user || event.query.state.data !== undefined) return;
    client.setQueryData(event.query.queryKey, canAccess(user.role, params), { updatedAt: 0 });
  });
}
