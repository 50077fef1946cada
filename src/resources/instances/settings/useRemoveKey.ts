import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';

/**
 * "Remover chave": deletes the stored main key at once (blanking the field only keeps it). The
 * dialog then shows the demo notice, since the demo answers until a new key is saved.
 */
export const useRemoveKey = (instanceId: string, onRemoved: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.saveAiConfig(instanceId, { apiKey: null });
      setRemoved(true);
      onRemoved();
      toast({ title: 'app.attention.keyRemoved', type: 'success' });
    } catch (error) {
      toast({ title: 'app.settingsDialog.save.failedTitle', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setRemoving(false);
    }
  };
  return { removing, removed, remove: () => void remove() };
};
