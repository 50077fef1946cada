import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import type { InstanceWindowCounts } from '../../../contract/monitor';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { OUTCOMES } from './outcome';

/** Instance, outcome and contact filters of the records list (sent to the server as `filter`). */
export const RecordFilters = ({ instances }: { instances: readonly InstanceWindowCounts[] }) => {
  const t = useAppTranslate();
  const { filterValues, setFilters } = useListContext();
  const [contact, setContact] = useState<string>(String(filterValues.contactNumber ?? ''));
  const set = (key: string, value: string) => {
    const next: Record<string, unknown> = { ...filterValues, [key]: value };
    if (!value) delete next[key];
    setFilters(next, {});
  };
  // Typing a number filters once the digits settle, not on every key.
  useEffect(() => {
    const digits = contact.replace(/\D/g, '');
    if (digits === String(filterValues.contactNumber ?? '')) return;
    const timer = setTimeout(() => set('contactNumber', digits), 400);
    return () => clearTimeout(timer);
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('app.monitor.filters.instance')}
        value={String(filterValues.instanceId ?? '')}
        onChange={(event) => set('instanceId', event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('app.monitor.filters.all')}</MenuItem>
        {instances.map((instance) => (
          <MenuItem key={instance.instanceId} value={instance.instanceId}>
            {instance.instanceName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('app.monitor.filters.outcome')}
        value={String(filterValues.finalOutcome ?? '')}
        onChange={(event) => set('finalOutcome', event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('app.monitor.filters.all')}</MenuItem>
        {OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {t(`app.monitor.outcomes.${outcome}` as MessageKey)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('app.monitor.filters.contact')}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Stack>
  );
};
