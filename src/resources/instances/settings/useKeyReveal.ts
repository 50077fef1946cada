import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { isNewKey, type SectionProps } from './draft';

const KEY_FIELDS = ['apiKey', 'qualificationApiKey'] as const;
type Keys = Record<(typeof KEY_FIELDS)[number], string>;

/**
 * Spec 1 §6: an admin may show the keys in clear text. The server only ever sends them masked, so
 * showing asks it for the clear ones; hiding puts the masked ones back. A key the user is typing
 * is left alone either way.
 */
export const useKeyReveal = (instanceId: string, { draft, set }: SectionProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [shown, setShown] = useState<{ clear: Keys; masked: Keys } | null>(null);
  const [loading, setLoading] = useState(false);

  const show = useCallback(async () => {
    setLoading(true);
    try {
      const keys = await dataProvider.getAiKeys(instanceId);
      const clear = { apiKey: keys.apiKey ?? '', qualificationApiKey: keys.qualificationApiKey ?? '' };
      const masked = { apiKey: draft.apiKey, qualificationApiKey: draft.qualificationApiKey };
      for (const field of KEY_FIELDS) if (!isNewKey(draft[field])) set(field, clear[field]);
      setShown({ clear, masked });
    } catch (error) {
      toast({ title: 'app.settingsDialog.ai.revealFailed', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [dataProvider, draft, instanceId, set, toast]);

  const hide = useCallback(() => {
    if (!shown) return;
    for (const field of KEY_FIELDS) if (draft[field] === shown.clear[field]) set(field, shown.masked[field]);
    setShown(null);
  }, [draft, set, shown]);

  const toggle = useCallback(() => {
    if (loading) return;
    if (shown) hide();
    else void show();
  }, [hide, loading, show, shown]);
  return { revealed: shown !== null, toggle };
};
