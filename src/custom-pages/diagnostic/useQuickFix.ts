import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ReadinessIssue } from '../../../contract/diagnostic';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { useReloadReadiness } from './diagnosticQueries';

export type QuickFixType = NonNullable<ReadinessIssue['quickFix']>;

/** Applies a quick fix (spec 3 §7, §8), toasts the outcome and reloads the report. */
export const useQuickFix = (instanceId: string) => {
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const reload = useReloadReadiness();
  const [running, setRunning] = useState<QuickFixType | null>(null);
  const apply = useCallback(
    async (type: QuickFixType) => {
      setRunning(type);
      try {
        if (type === 'syncStatus') await api.syncInstanceStatus(instanceId);
        else await api.quickFix(instanceId, { [type]: true });
        toast({
          title: 'app.diagnostic.toasts.fixDone',
          detail: `Correção ${type} aplicada com sucesso`,
          type: 'success',
        });
      } catch {
        toast({
          title: 'app.diagnostic.toasts.fixError',
          detail: 'Falha ao aplicar correção automática',
          type: 'error',
        });
      } finally {
        setRunning(null);
        reload(instanceId);
      }
    },
    [api, instanceId, reload, toast],
  );
  return { apply, running };
};
