import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ScrapingStatus } from '../../../../contract/ai-config';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { type SectionProps, toScrapingBody } from './draft';

/**
 * Spec 1 §4: the scraping switch saves at once, with the address and frequency on screen, and goes
 * back to where it was when the server refuses.
 */
export const useScrapingToggle = (
  instanceId: string,
  { draft, set }: SectionProps,
  onStatus: (status: ScrapingStatus) => void,
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const toggle = useCallback(
    async (enabled: boolean) => {
      set('scrapingEnabled', enabled);
      setSaving(true);
      try {
        const saved = await dataProvider.updateScrapingConfig(
          instanceId,
          toScrapingBody({ ...draft, scrapingEnabled: enabled }),
        );
        onStatus(saved.scraping);
      } catch (error) {
        set('scrapingEnabled', !enabled);
        toast({
          title: 'app.settingsDialog.scraping.toggleFailed',
          detail: serverMessageOf(error),
          type: 'error',
        });
      } finally {
        setSaving(false);
      }
    },
    [dataProvider, draft, instanceId, onStatus, set, toast],
  );

  return { toggle, saving };
};
