import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

/** The organization's instances, the first (or `?instanceId=`) chosen until the admin picks another. */
export const useChosenInstance = (chosen: string) => {
  const { search } = useLocation();
  const { data: instances = [] } = useGetList<Instance>('instances', ALL);
  const fromQuery = new URLSearchParams(search).get('instanceId') ?? '';
  const selected = chosen || (instances.some((i) => i.id === fromQuery) ? fromQuery : instances[0]?.id) || '';
  return { instances, selected };
};

export const InstanceSelect = ({
  instances,
  value,
  onChange,
}: {
  instances: readonly Instance[];
  value: string;
  onChange: (id: string) => void;
}) => {
  const t = useAppTranslate();
  return (
    <TextField
      select
      size="small"
      label={t('app.tools.instance')}
      value={instances.length === 0 ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      helperText={instances.length === 0 ? t('app.tools.instancePlaceholder') : undefined}
    >
      {instances.map((instance) => (
        <MenuItem key={instance.id} value={instance.id}>
          {instance.name} · {instance.phone}
        </MenuItem>
      ))}
    </TextField>
  );
};
