import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** The dialog a drop into Perdidos or Vendidos opens. */
export type Outcome = 'lost' | 'sold';

/** The board's state kept in the URL, so a link reopens it: `?instance=`, `?lead=&outcome=`. */
export interface BoardRoute {
  instanceId: string | null;
  dialog: { leadId: string; outcome: Outcome } | null;
}

export const parseBoardRoute = (search: string): BoardRoute => {
  const params = new URLSearchParams(search);
  const leadId = params.get('lead');
  const outcome = params.get('outcome');
  return {
    instanceId: params.get('instance') || null,
    dialog: leadId && (outcome === 'lost' || outcome === 'sold') ? { leadId, outcome } : null,
  };
};

const searchOf = ({ instanceId, dialog }: BoardRoute): string => {
  const params = new URLSearchParams();
  if (instanceId) params.set('instance', instanceId);
  if (dialog) {
    params.set('lead', dialog.leadId);
    params.set('outcome', dialog.outcome);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Opening a dialog is a history step (the back button closes it); the rest replaces the entry. */
export const useBoardRoute = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const route = useMemo(() => parseBoardRoute(search), [search]);

  const setInstance = useCallback(
    (instanceId: string | null) =>
      navigate({ search: searchOf({ ...route, instanceId }) }, { replace: true }),
    [navigate, route],
  );
  const openDialog = useCallback(
    (leadId: string, outcome: Outcome) =>
      navigate({ search: searchOf({ ...route, dialog: { leadId, outcome } }) }),
    [navigate, route],
  );
  const closeDialog = useCallback(
    () => navigate({ search: searchOf({ ...route, dialog: null }) }, { replace: true }),
    [navigate, route],
  );
  return { ...route, setInstance, openDialog, closeDialog };
};
