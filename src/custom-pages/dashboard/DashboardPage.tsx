import { useCallback } from 'react';
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

  return (
    <>
      <DashboardHeader onNewInstance={() => open({ kind: 'new-instance' })} />
      <StatsCards />
      <InstancesSection
        instances={instances.data}
        isPending={instances.isPending}
        error={instances.error}
        canDelete={canDelete === true}
        onRetry={() => void instances.refetch()}
        onConnect={(instance) => open({ kind: 'qr', id: instance.id })}
        onOpenChat={openChat}
        onSettings={(instance) => open({ kind: 'settings', id: instance.id })}
        onDelete={(instance) => open({ kind: 'delete', id: instance.id })}
        onConfigureToken={(instance) => open({ kind: 'token', id: instance.id })}
      />
      <DashboardDialogs dialog={dialog} open={open} onClose={close} onCreated={startQrSequence} />
    </>
  );
};

export default DashboardPage;
