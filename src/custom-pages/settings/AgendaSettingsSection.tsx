import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions } from 'react-admin';
import {
  type AgendaSettings,
  type DayHours,
  WEEKDAY_KEYS,
  type WeekdayKey,
} from '../../../contract/agenda-settings';
import type { Role } from '../../../contract/common';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { canAccess } from '../../providers/canAccess';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { AGENDA_SETTINGS_KEY, useAgendaSettings } from '../../resources/appointments/useAgendaSettings';
import { SettingsSection } from './SettingsControls';
import { TimeZoneField } from './TimeZoneField';

const S = 'app.agenda.settings';
const OPEN_DAY: NonNullable<DayHours> = { open: '08:00', close: '18:00' };

/** One weekday: open or closed, and its hours when open. */
const DayRow = ({
  day,
  hours,
  onChange,
  disabled,
  error,
}: {
  day: WeekdayKey;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
  disabled: boolean;
  error?: string;
}) => {
  const t = useAppTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <FormControlLabel
        sx={{ minWidth: 150 }}
        control={
          <Switch
            checked={hours !== null}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? OPEN_DAY : null)}
          />
        }
        label={t(`${S}.weekdays.${day}`)}
      />
      {hours ? (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="time"
            label={t(`${S}.open`)}
            value={hours.open}
            disabled={disabled}
            onChange={(event) => onChange({ ...hours, open: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="time"
            label={t(`${S}.close`)}
            value={hours.close}
            disabled={disabled}
            error={error !== undefined}
            helperText={error}
            onChange={(event) => onChange({ ...hours, close: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      ) : (
        <Typography color="text.secondary">{t(`${S}.closed`)}</Typography>
      )}
    </Stack>
  );
};

const numberField = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The form, started from what the server answered (remounted when that changes). */
const AgendaSettingsForm = ({ initial, canEdit }: { initial: AgendaSettings; canEdit: boolean }) => {
  const t = useAppTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [settings, setSettings] = useState(initial);
  const [closedText, setClosedText] = useState(initial.closedDates.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AgendaSettings>(key: K, value: AgendaSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const number = (key: 'slotMinutes' | 'perSlot' | 'leadTimeHours') => ({
    type: 'number',
    label: t(`${S}.${key}`),
    value: Number.isNaN(settings[key]) ? '' : settings[key],
    onChange: (event: { target: { value: string } }) => set(key, numberField(event.target.value)),
    error: errors[key] !== undefined,
    helperText: errors[key],
    disabled: !canEdit,
    fullWidth: true,
  });

  const save = async () => {
    setSaving(true);
    setErrors({});
    const closedDates = closedText.split(/\s+/).filter(Boolean);
    try {
      const saved = await dataProvider.saveAgendaSettings({ ...settings, closedDates });
      queryClient.setQueryData(AGENDA_SETTINGS_KEY, saved);
      notify(`${S}.saved`, { type: 'success' });
    } catch (error) {
      const found: Record<string, string> = {};
      for (const issue of fieldErrorsOf(error))
        found[issue.field.split('.').slice(0, 2).join('.')] = issue.message;
      setErrors(found);
      notify(serverMessageOf(error) ?? `${S}.saveFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(`${S}.help`)}
      </Typography>
      {!canEdit && <Alert severity="info">{t(`${S}.readOnly`)}</Alert>}
      <Stack spacing={1}>
        {WEEKDAY_KEYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            hours={settings.weekly[day]}
            disabled={!canEdit}
            error={errors[`weekly.${day}`]}
            onChange={(hours) => set('weekly', { ...settings.weekly, [day]: hours })}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <TimeZoneField
          value={settings.timezone}
          onChange={(zone) => set('timezone', zone)}
          error={errors.timezone}
          disabled={!canEdit}
        />
        <TextField {...number('slotMinutes')} />
        <TextField {...number('perSlot')} />
        <TextField {...number('leadTimeHours')} />
      </Box>
      <TextField
        label={t(`${S}.closedDates`)}
        value={closedText}
        onChange={(event) => setClosedText(event.target.value)}
        error={errors.closedDates !== undefined}
        helperText={errors.closedDates}
        disabled={!canEdit}
        multiline
        minRows={2}
        fullWidth
      />
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t(`${S}.save`)}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

/** `/settings`: when the shop receives visits, for the staff's bookings and the AI's alike. */
export const AgendaSettingsSection = () => {
  const t = useAppTranslate();
  const { permissions } = usePermissions<Role>();
  const { data, isError, dataUpdatedAt } = useAgendaSettings();
  const canEdit = canAccess(permissions, { resource: 'agenda-settings', action: 'edit' });
  return (
    <SettingsSection title={`${S}.title`}>
      {isError && <Alert severity="error">{t(`${S}.loadFailed`)}</Alert>}
      {data && <AgendaSettingsForm key={dataUpdatedAt} initial={data} canEdit={canEdit} />}
    </SettingsSection>
  );
};
