import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCanAccess, useGetList } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import type { PublicUser } from '../../../contract/users';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { PERIOD_PRESETS, type PeriodPreset } from './period';
import type { ReportFilters } from './useReportFilters';

const ALL = '';
const EVERY_ROW = { pagination: { page: 1, perPage: 500 } } as const;

/** Period, instance and (for admins) seller; every change narrows all the blocks at once. */
export function ReportFiltersBar({ filters }: { filters: ReportFilters }) {
  const t = useAppTranslate();
  const { canAccess: seesSellers } = useCanAccess({ resource: 'users', action: 'list' });
  const instances = useGetList<Instance>('instances', {
    ...EVERY_ROW,
    sort: { field: 'name', order: 'ASC' },
  });
  const sellers = useGetList<PublicUser>(
    'users',
    { ...EVERY_ROW, sort: { field: 'name', order: 'ASC' } },
    { enabled: seesSellers === true },
  );
  const field = { size: 'small', fullWidth: false, sx: { width: { xs: '100%', sm: 220 } } } as const;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
        <TextField
          select
          label={t('app.reports.period.label')}
          value={filters.preset}
          onChange={(event) => filters.setPreset(event.target.value as PeriodPreset)}
          {...field}
        >
          {PERIOD_PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t(`app.reports.period.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        {filters.preset === 'custom' && (
          <>
            <TextField
              type="date"
              label={t('app.reports.period.from')}
              value={filters.query.from}
              onChange={(event) => filters.setCustom(event.target.value, filters.query.to)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...field}
            />
            <TextField
              type="date"
              label={t('app.reports.period.to')}
              value={filters.query.to}
              onChange={(event) => filters.setCustom(filters.query.from, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...field}
            />
          </>
        )}
        <TextField
          select
          label={t('app.reports.filters.instance')}
          value={filters.query.instanceId ?? ALL}
          onChange={(event) => filters.setInstance(event.target.value || undefined)}
          {...field}
        >
          <MenuItem value={ALL}>{t('app.reports.filters.allInstances')}</MenuItem>
          {(instances.data ?? []).map((instance) => (
            <MenuItem key={instance.id} value={instance.id}>
              {instance.name}
            </MenuItem>
          ))}
        </TextField>
        {seesSellers && (
          <TextField
            select
            label={t('app.reports.filters.seller')}
            value={filters.query.sellerId ?? ALL}
            onChange={(event) => filters.setSeller(event.target.value || undefined)}
            {...field}
          >
            <MenuItem value={ALL}>{t('app.reports.filters.allSellers')}</MenuItem>
            {(sellers.data ?? [])
              .filter((user) => user.role !== 'super_admin')
              .map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {user.name}
                </MenuItem>
              ))}
          </TextField>
        )}
      </Stack>
      {filters.invalid && <Alert severity="warning">{filters.invalid}</Alert>}
      {seesSellers === false && <Alert severity="info">{t('app.reports.ownFigures')}</Alert>}
    </Stack>
  );
}
