import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CampaignAudience } from '../../../contract/campaigns';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { audienceOf, type CampaignForm } from './form';

/** Waits this long after the last change of a filter before asking the server again. */
const DEBOUNCE_MS = 400;

/** How many contacts the audience reaches right now, asked again as the filters change. */
export const AudienceCount = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const values = useWatch<CampaignForm>();
  const instanceId = values.instanceId;
  const audience: CampaignAudience = audienceOf(values as CampaignForm);
  const key = JSON.stringify(audience);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!instanceId) return;
    let live = true;
    const timer = setTimeout(() => {
      dataProvider
        .countCampaignAudience(instanceId, JSON.parse(key) as CampaignAudience)
        .then((answer) => live && setCount(answer.count))
        .catch(() => live && setCount(null));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, instanceId, key]);

  if (!instanceId || count === null) return null;
  return (
    <Alert severity="info" sx={{ width: '100%' }} role="status">
      {t('app.campaigns.audienceCount', { smart_count: count })}
    </Alert>
  );
};
