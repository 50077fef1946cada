import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, useDataProvider } from 'react-admin';
import type { SystemSettings, SystemSettingsView } from '../../../contract/settings';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { toServer } from '../../layout/preferences';
import { type DisplayPreferences, useThemeMode } from '../../layout/ThemeModeProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { AccountSecuritySection } from '../security/AccountSecuritySection';
import { AgendaSettingsSection } from './AgendaSettingsSection';
import { BrandingSection } from './BrandingSection';
import { FinancingSection } from './FinancingSection';
import { RetentionSection } from './RetentionSection';
import { SettingSwitch, SettingsSection } from './SettingsControls';
import { type FieldErrors, formErrors, normaliseSessionTimeout } from './settingsForm';
import { downloadLatestBackup, SETTINGS_QUERY_KEY, useSystemSettings } from './systemSettings';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

const toSettings = (view: SystemSettingsView): SystemSettings => {
  const { canEdit: _canEdit, lastBackupAt: _lastBackupAt, version: _version, ...settings } = view;
  return settings;
};

/** The form, started from what the server answered (remounted when that changes). */
const SettingsForm = ({ view }: { view: SystemSettingsView }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const theme = useThemeMode();
  const [settings, setSettings] = useState<SystemSettings>(() => toSettings(view));
  const [timeoutText, setTimeoutText] = useState(String(view.sessionTimeout));
  const [display, setDisplay] = useState<DisplayPreferences>({
    mode: theme.mode,
    compact: theme.compact,
    animations: theme.animations,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = !view.canEdit;
  const set =
    <K extends keyof SystemSettings>(key: K) =>
    (value: SystemSettings[K]) =>
      setSettings((current) => ({ ...current, [key]: value }));
  const setDisplayFlag = (changes: Partial<DisplayPreferences>) =>
    setDisplay((current) => ({ ...current, ...changes }));

  const save = async () => {
    const next = { ...settings, sessionTimeout: normaliseSessionTimeout(timeoutText) };
    setTimeoutText(String(next.sessionTimeout));
    const found = readOnly ? {} : formErrors(next);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      theme.setPreferences(display);
      await dataProvider.savePreferences(toServer(display));
      if (!readOnly) {
        const saved = await dataProvider.saveSystemSettings(next);
        queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      }
      toast({ title: 'app.settings.saved', type: 'success' });
    } catch (error) {
      const fields: FieldErrors = {};
      for (const issue of fieldErrorsOf(error)) fields[issue.field as keyof SystemSettings] = issue.message;
      setErrors(fields);
      toast({ title: 'app.settings.saveFailed', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const download = () =>
    downloadLatestBackup(dataProvider).catch(() =>
      toast({ title: 'app.settings.downloadFailed', type: 'error' }),
    );

  return (
    <Stack spacing={2}>
      {readOnly && <Alert severity="info">{t('app.settings.readOnly')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.ai">
            <SettingSwitch
              label="app.settings.globalAi"
              help="app.settings.globalAiHelp"
              checked={settings.globalAiEnabled}
              onChange={set('globalAiEnabled')}
              disabled={readOnly}
            />
            <Link component={LinkBase} to="/whatsapp">
              {t('app.settings.chatLink')}
            </Link>
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.backup">
            <SettingSwitch
              label="app.settings.dailyBackup"
              help="app.settings.dailyBackupHelp"
              checked={settings.dailyBackup}
              onChange={set('dailyBackup')}
              disabled={readOnly}
            />
            <Typography variant="body2">
              {view.lastBackupAt
                ? t('app.settings.lastBackup', { date: dateTime.format(new Date(view.lastBackupAt)) })
                : t('app.settings.noBackup')}
            </Typography>
            {view.canEdit && view.lastBackupAt && (
              <Box>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
                  {t('app.settings.downloadBackup')}
                </Button>
              </Box>
            )}
            <SettingSwitch
              label="app.settings.debugMode"
              help="app.settings.debugModeHelp"
              checked={settings.debugMode}
              onChange={set('debugMode')}
              disabled={readOnly}
            />
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.notifications">
            <SettingSwitch
              label="app.settings.emailNotifications"
              help="app.settings.emailNotificationsHelp"
              checked={settings.emailNotifications}
              onChange={set('emailNotifications')}
              disabled={readOnly}
            />
            <SettingSwitch
              label="app.settings.whatsappAlerts"
              help="app.settings.whatsappAlertsHelp"
              checked={settings.whatsappAlerts}
              onChange={set('whatsappAlerts')}
              disabled={readOnly}
            />
            <SettingSwitch
              label="app.settings.systemAlerts"
              help="app.settings.systemAlertsHelp"
              checked={settings.systemAlerts}
              onChange={set('systemAlerts')}
              disabled={readOnly}
            />
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.appearance">
            <Typography variant="body2" color="text.secondary">
              {t('app.settings.appearanceHelp')}
            </Typography>
            <SettingSwitch
              label="app.settings.darkMode"
              checked={display.mode === 'dark'}
              onChange={(on) => setDisplayFlag({ mode: on ? 'dark' : 'light' })}
            />
            <SettingSwitch
              label="app.settings.compactMode"
              checked={display.compact}
              onChange={(on) => setDisplayFlag({ compact: on })}
            />
            <SettingSwitch
              label="app.settings.animations"
              checked={display.animations}
              onChange={(on) => setDisplayFlag({ animations: on })}
            />
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.security">
            <SettingSwitch
              label="app.settings.requireAdminTwoFactor"
              help="app.settings.requireAdminTwoFactorHelp"
              checked={settings.requireAdminTwoFactor}
              onChange={set('requireAdminTwoFactor')}
              disabled={readOnly}
            />
            <TextField
              label={t('app.settings.sessionTimeout')}
              type="number"
              value={timeoutText}
              onChange={(event) => setTimeoutText(event.target.value)}
              onBlur={() => setTimeoutText(String(normaliseSessionTimeout(timeoutText)))}
              slotProps={{ htmlInput: { min: 5, max: 480 } }}
              helperText={errors.sessionTimeout ?? t('app.settings.sessionTimeoutHelp')}
              error={errors.sessionTimeout !== undefined}
              disabled={readOnly}
              fullWidth
            />
            <TextField
              label={t('app.settings.allowedIps')}
              value={settings.allowedIps}
              onChange={(event) => set('allowedIps')(event.target.value)}
              helperText={errors.allowedIps ?? t('app.settings.allowedIpsHelp')}
              error={errors.allowedIps !== undefined}
              disabled={readOnly}
              multiline
              minRows={3}
              fullWidth
            />
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSection title="app.settings.sections.leads">
            <SettingSwitch
              label="app.settings.redistributeIdleLeads"
              help="app.settings.redistributeIdleLeadsHelp"
              checked={settings.redistributeIdleLeads}
              onChange={set('redistributeIdleLeads')}
              disabled={readOnly}
            />
            <TextField
              label={t('app.settings.idleLeadHours')}
              type="number"
              value={settings.idleLeadHours}
              onChange={(event) => set('idleLeadHours')(Number.parseInt(event.target.value, 10) || 0)}
              helperText={errors.idleLeadHours}
              error={errors.idleLeadHours !== undefined}
              disabled={readOnly || !settings.redistributeIdleLeads}
              slotProps={{ htmlInput: { min: 1, max: 720 } }}
              fullWidth
            />
          </SettingsSection>
        </Grid>
        <Grid size={12}>
          <AgendaSettingsSection />
        </Grid>
        <Grid size={12}>
          <RetentionSection />
        </Grid>
        <Grid size={12}>
          <SettingsSection title="app.settings.sections.about">
            <Typography variant="body2">
              {t('app.settings.version')}: {view.version}
            </Typography>
          </SettingsSection>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {saving ? t('app.settings.saving') : t('app.settings.save')}
        </Button>
      </Box>
    </Stack>
  );
};

/** System settings (spec 3 §2.2), saved on the server for the organization (DESIGN §6). */
export const SettingsScreen = () => {
  const t = useAppTranslate();
  const { data, isPending, isError, refetch } = useSystemSettings();
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('app.settings.title')}
        </Typography>
        <Typography color="text.secondary">{t('app.settings.subtitle')}</Typography>
      </Box>
      {isPending && <CircularProgress aria-label={t('app.common.loading')} />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {t('app.settings.loadFailed')}
        </Alert>
      )}
      {data && <SettingsForm key={JSON.stringify(data)} view={data} />}
      <AccountSecuritySection />
      {data?.canEdit && <BrandingSection />}
      {data?.canEdit && <FinancingSection />}
    </Stack>
  );
};

export default SettingsScreen;
