import { CircularProgress } from '@mui/material';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessDeniedScreen } from './AccessRestricted';

type View = 'list' | 'create' | 'edit' | 'show';
/** The views to guard, beside whatever else the resource declares (its icon, its representation). */
type Views = Partial<Record<View, ComponentType>> & Record<string, unknown>;
type GuardedViews = Partial<Record<View, ReactElement>>;

/**
 * Mounts the page only once the role is known to be allowed. react-admin's own check redirects a
 * refused role, but its list (or a create form's lookups) asks the server in the same render, so
 * the browser logged a 403 under "Acesso negado".
 */
const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: View;
  children: ReactNode;
}) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <CircularProgress aria-hidden sx={{ display: 'block', mx: 'auto', mt: 6 }} />;
  if (!canAccess) return <AccessDeniedScreen />;
  return children;
};

/** A resource's views, each behind the role's access to that action (for pages sellers cannot use). */
export function guardedViews<T extends Views>(resource: string, views: T): Omit<T, View> & GuardedViews {
  const guarded: GuardedViews = {};
  for (const action of ['list', 'create', 'edit', 'show'] as const) {
    const Page = views[action];
    if (!Page) continue;
    guarded[action] = (
      <RequireAccess resource={resource} action={action}>
        <Page />
      </RequireAccess>
    );
  }
  return { ...views, ...guarded };
}
