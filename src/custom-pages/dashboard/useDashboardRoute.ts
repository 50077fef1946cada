import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** Which dialog of the dashboard is open; kept in the URL so that a link to it works. */
export type DashboardDialog =
  | { kind: 'new-instance' }
  | { kind: 'token'; id?: string }
  | { kind: 'qr' | 'delete' | 'settings'; id: string };

const RECORD_DIALOGS = ['qr', 'delete', 'settings'] as const;
type RecordDialog = (typeof RECORD_DIALOGS)[number];
const isRecordDialog = (kind: string): kind is RecordDialog =>
  (RECORD_DIALOGS as readonly string[]).includes(kind);

export const parseDashboardDialog = (search: string): DashboardDialog | null => {
  const params = new URLSearchParams(search);
  const kind = params.get('dialog') ?? '';
  const id = params.get('id');
  if (kind === 'new-instance') return { kind };
  if (kind === 'token') return id ? { kind, id } : { kind };
  return isRecordDialog(kind) && id ? { kind, id } : null;
};

export const dashboardDialogSearch = (dialog: DashboardDialog): string => {
  const params = new URLSearchParams({ dialog: dialog.kind });
  if ('id' in dialog && dialog.id) params.set('id', dialog.id);
  return `?${params.toString()}`;
};

export const useDashboardRoute = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dialog = useMemo(() => parseDashboardDialog(search), [search]);
  const open = useCallback(
    (next: DashboardDialog) => navigate({ search: dashboardDialogSearch(next) }),
    [navigate],
  );
  const close = useCallback(() => navigate({ search: '' }, { replace: true }), [navigate]);
  return { dialog, open, close };
};

export type OpenDashboardDialog = ReturnType<typeof useDashboardRoute>['open'];
