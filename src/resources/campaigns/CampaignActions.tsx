import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { CampaignRecord, CampaignStatus } from '../../../contract/campaigns';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { CampaignAction } from '../../providers/data/campaigns';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';

/** What each state allows; the server enforces the same (409 otherwise). */
const ACTIONS: Record<CampaignStatus, CampaignAction[]> = {
  draft: ['start', 'cancel'],
  scheduled: ['cancel'],
  running: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  done: [],
  cancelled: [],
};

export const CampaignActions = ({ record }: { record: CampaignRecord }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (action: CampaignAction) => {
    setBusy(true);
    try {
      await dataProvider.campaignAction(record.id, action);
      toast({ title: 'app.campaigns.actions.done', type: 'success' });
      refresh();
    } catch {
      toast({ title: 'app.campaigns.actions.failed', type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {ACTIONS[record.status].map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'cancel' ? 'outlined' : 'contained'}
          color={action === 'cancel' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void run(action)}
        >
          {t(`app.campaigns.actions.${action}`)}
        </Button>
      ))}
    </Stack>
  );
};
