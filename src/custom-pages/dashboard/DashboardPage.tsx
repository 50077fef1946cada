import { useCallback, useMemo } from 'react';
import { useCanAccess, useNavigate } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useToast } from '../../ui/useToast';
import { DashboardDialogs } from './DashboardDialogs';
import { DashboardHeader } from './DashboardHeader';
import { useDashboardInstances } from './dashboardQueries';
import { InstancesSection } from './InstancesSection';
import { useQrGenerationSequence } from './new-instance/useQrGenerationSequence';
import { StatsCards } from './StatsCards';
import { useDashboardRoute } from './useDashboardRoute';

/** `/` and `/dashboard`: stats, the instance cards and their dialogs (spec 1 §2). */
const DashboardPage = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { dialog, open, close } = useDashboardRoute();
  const instances = useDashboardInstances();
  const { canAccess: canDelete } = useCanAccess({ resource: 'instances', action: 'delete' });
  const startQrSequence = useQrGenerationSequence(open);

  const openChat = useCallback(
    (instance: Instance) => {
      if (instance.isConnected) {
        navigate(`/whatsapp?instance=${encodeURIComponent(instance.id)}`);
        return;
      }
      toast({
        title: 'app.dashboard.card.chatRefusedTitle',
        detail: t('app.dashboard.card.chatRefusedDetail'),
        type: 'warning',
      });
    },
    [navigate, t, toast],
  );

  const openNewInstance = useCallback(() => open({ kind: 'new-instance' }), [open]);
  const { refetch } = instances;
  const retry = useCallback(() => void refetch(), [refetch]);
  const cardDialogs = useMemo(() => {
    const opener = (kind: 'qr' | 'settings' | 'delete' | 'token') => (instance: Instance) =>
      open({ kind, id: instance.id });
    return {
      onConnect: opener('qr'),
      onSettings: opener('settings'),
      onDelete: opener('delete'),
      onConfigureToken: opener('token'),
    };
  }, [open]);

  // The sections are memoized and their props stable: this page renders again each time the router's
  // or react-admin's contexts change (several times while react-admin settles after the first
  // render, before the first paint), and only what changed renders with it.
  return (
    <>
      <DashboardHeader onNewInstance={openNewInstance} />
      <StatsCards />
      <InstancesSection
        instances={instances.data}
        isPending={instances.isPending}
        error={instances.error}
        canDelete={canDelete === true}
        onRetry={retry}
        onOpenChat={openChat}
        {...cardDialogs}
      />
      <DashboardDialogs dialog={dialog} open={open} onClose={close} onCreated={startQrSequence} />
    </>
  );
};

export default DashboardPage;
