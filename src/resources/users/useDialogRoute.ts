import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** Which dialog of `/simple-users` is open; kept in the URL so that a link to it works. */
export type DialogRoute =
  | { kind: 'new-user' }
  | { kind: 'new-instance'; userId?: string }
  | { kind: 'edit-user' | 'delete-user' | 'edit-instance' | 'delete-instance'; id: string };

const RECORD_DIALOGS = ['edit-user', 'delete-user', 'edit-instance', 'delete-instance'] as const;
type RecordDialog = (typeof RECORD_DIALOGS)[number];
const isRecordDialog = (kind: string): kind is RecordDialog =>
  (RECORD_DIALOGS as readonly string[]).includes(kind);

export const parseDialogRoute = (search: string): DialogRoute | null => {
  const params = new URLSearchParams(search);
  const kind = params.get('dialog') ?? '';
  if (kind === 'new-user') return { kind };
  if (kind === 'new-instance') return { kind, userId: params.get('user') ?? undefined };
  const id = params.get('id');
  return isRecordDialog(kind) && id ? { kind, id } : null;
};

export const dialogSearch = (route: DialogRoute): string => {
  const params = new URLSearchParams({ dialog: route.kind });
  if (route.kind === 'new-instance' && route.userId) params.set('user', route.userId);
  if ('id' in route) params.set('id', route.id);
  return `?${params.toString()}`;
};

export const useDialogRoute = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dialog = useMemo(() => parseDialogRoute(search), [search]);
  const open = useCallback((route: DialogRoute) => navigate({ search: dialogSearch(route) }), [navigate]);
  const close = useCallback(() => navigate({ search: '' }, { replace: true }), [navigate]);
  return { dialog, open, close };
};
