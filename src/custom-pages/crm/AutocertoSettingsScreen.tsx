import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LinkBase, useCanAccess } from 'react-admin';
import { CRM_SYNC_INTERVALS } from '../../../contract/constants';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { CrmStatusCard } from './CrmStatusCard';
import { useCrmConfig, useCrmRuns } from './crmQueries';
import { StockImportCard } from './StockImportCard';
import { SyncRunsList } from './SyncRunsList';
import { type CrmFormValues, initialValues, useCrmActions } from './useCrmForm';

type Toggle = 'isActive' | 'enableLeadSync' | 'enableStockSync' | 'enableAdminSync';
const TOGGLES: Toggle[] = ['isActive', 'enableStockSync', 'enableLeadSync', 'enableAdminSync'];

/** `/autocerto-settings` (spec 3 §2.4): status, credentials, test, sync, options, runs and stock import. */
const AutocertoSettingsScreen = () => {
  const t = useAppTranslate();
  const canEdit = useCanAccess({ resource: 'crm-config', action: 'edit' }).canAccess === true;
  const { data, isPending } = useCrmConfig();
  const config = data?.config ?? null;
  const [values, setValues] = useState<CrmFormValues>(() => initialValues(data));
  useEffect(() => {
    if (data) setValues(initialValues(data));
  }, [data]);
  const { busy, save, test, sync } = useCrmActions(config);
  const runs = useCrmRuns(busy === 'sync' || config?.lastSyncStatus === 'retrying');
  const set = <K extends keyof CrmFormValues>(key: K, value: CrmFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  if (isPending) return <Typography sx={{ p: 2 }}>{t('app.common.loading')}</Typography>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('app.crm.settings.title')}
          </Typography>
          <Typography color="text.secondary">{t('app.crm.settings.subtitle')}</Typography>
        </Box>
        <Button component={LinkBase} to="/estoque" variant="outlined" startIcon={<DirectionsCarIcon />}>
          {t('app.crm.nav.stock')}
        </Button>
      </Box>
      <CrmStatusCard config={config} nextSyncAt={data?.nextSyncAt ?? null} />
      <Card variant="outlined">
        <CardContent
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save(values);
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography variant="h6" component="h2">
            {t('app.crm.settings.credentials')}
          </Typography>
          {!canEdit && <Typography color="text.secondary">{t('app.crm.settings.adminOnly')}</Typography>}
          <TextField
            select
            label={t('app.crm.settings.provider')}
            value={values.provider}
            onChange={(event) => set('provider', event.target.value as CrmFormValues['provider'])}
            disabled={!canEdit}
            helperText={data?.autocertoAvailable ? undefined : t('app.crm.settings.autocertoUnavailable')}
          >
            <MenuItem value="autocerto" disabled={!data?.autocertoAvailable}>
              {t('app.crm.settings.providers.autocerto')}
            </MenuItem>
            <MenuItem value="demo">{t('app.crm.settings.providers.demo')}</MenuItem>
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('app.crm.settings.username')}
              value={values.autocertoUsername}
              onChange={(event) => set('autocertoUsername', event.target.value)}
              disabled={!canEdit}
              autoComplete="off"
            />
            <TextField
              label={t('app.crm.settings.password')}
              type="password"
              value={values.autocertoPassword}
              onChange={(event) => set('autocertoPassword', event.target.value)}
              disabled={!canEdit}
              autoComplete="new-password"
              helperText={config?.hasPassword ? t('app.crm.settings.passwordKept') : undefined}
            />
          </Box>
          <Typography variant="h6" component="h2">
            {t('app.crm.settings.options')}
          </Typography>
          <TextField
            select
            label={t('app.crm.settings.interval')}
            value={values.syncInterval}
            onChange={(event) => set('syncInterval', Number(event.target.value))}
            disabled={!canEdit}
          >
            {CRM_SYNC_INTERVALS.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {t('app.crm.settings.intervalOption', { minutes })}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {TOGGLES.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={values[key]}
                    onChange={(_, checked) => set(key, checked)}
                    disabled={!canEdit}
                  />
                }
                label={t(`app.crm.settings.${key}`)}
              />
            ))}
          </Box>
          <Typography variant="h6" component="h2">
            {t('app.crm.settings.addresses')}
          </Typography>
          <TextField
            label={t('app.crm.settings.webUrl')}
            value={values.webUrl}
            onChange={(event) => set('webUrl', event.target.value)}
            disabled={!canEdit}
            helperText={t('app.crm.settings.defaultHint', { url: data?.defaultWebUrl })}
          />
          <TextField
            label={t('app.crm.settings.creditPortalUrl')}
            value={values.creditPortalUrl}
            onChange={(event) => set('creditPortalUrl', event.target.value)}
            disabled={!canEdit}
            helperText={t('app.crm.settings.defaultHint', { url: data?.defaultCreditPortalUrl })}
          />
          {canEdit && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={busy !== null}>
                {busy === 'save' ? t('app.crm.settings.saving') : t('app.crm.settings.save')}
              </Button>
              <Button variant="outlined" onClick={() => void test(values)} disabled={busy !== null}>
                {busy === 'test' ? t('app.crm.settings.testing') : t('app.crm.settings.test')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => void sync()}
                disabled={!config?.isActive || busy !== null}
              >
                {busy === 'sync' ? t('app.crm.settings.syncing') : t('app.crm.settings.sync')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      <SyncRunsList runs={runs.data ?? []} />
      {canEdit && <StockImportCard />}
    </Box>
  );
};

export default AutocertoSettingsScreen;
