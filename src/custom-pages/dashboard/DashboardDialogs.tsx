import { memo } from 'react';
import type { CreateInstanceResponse } from '../../../contract/dashboard';
import { NewInstanceDialog } from '../../resources/instances/create/NewInstanceDialog';
import { SettingsDialog } from '../../resources/instances/settings/SettingsDialog';
import { DeleteInstanceDialog } from './InstanceDialogs';
import { QrDialog } from './qr/QrDialog';
import { TokenDialog } from './TokenDialog';
import type { DashboardDialog, OpenDashboardDialog } from './useDashboardRoute';

interface DashboardDialogsProps {
  dialog: DashboardDialog | null;
  open: OpenDashboardDialog;
  onClose: () => void;
  onCreated: (instance: CreateInstanceResponse) => void;
}

/** The dialog the URL names (`?dialog=qr&id=…`), so that a link to it works. */
export const DashboardDialogs = memo(function DashboardDialogs({
  dialog,
  open,
  onClose,
  onCreated,
}: DashboardDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new-instance':
      return <NewInstanceDialog onCreated={onCreated} onClose={onClose} />;
    case 'qr':
      return (
        <QrDialog
          key={dialog.id}
          id={dialog.id}
          onConfigureToken={() => open({ kind: 'token', id: dialog.id })}
          onClose={onClose}
        />
      );
    case 'token': {
      // Opened from the QR dialog: go back to it, with the new credentials.
      const back = dialog.id ? () => open({ kind: 'qr', id: dialog.id ?? '' }) : onClose;
      return <TokenDialog onSaved={back} onClose={back} />;
    }
    case 'delete':
      return <DeleteInstanceDialog key={dialog.id} id={dialog.id} onClose={onClose} />;
    case 'settings':
      return <SettingsDialog key={dialog.id} id={dialog.id} onClose={onClose} />;
  }
});
