import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { Role } from '../../../contract/common';
import {
  CONVERSATION_RETENTION_MONTHS,
  MEDIA_RETENTION_DAYS,
  type RetentionSettings,
} from '../../../contract/privacy';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { canAccess } from '../../providers/canAccess';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { SettingsSection } from './SettingsControls';

const S = 'app.privacy.retention';
const KEEP = 'keep';
const RETENTION_KEY = ['settings', 'retention'] as const;

const choiceOf = (value: string): number | null => (value === KEEP ? null : Number(value));

/** The form, started from what the server answered; the preview follows every change before saving. */
const RetentionForm = ({ initial }: { initial: RetentionSettings }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [choice, setChoice] = useState(initial);
  const [saving, setSaving] = useState(false);
  const preview = useQuery({
    queryKey: [...RETENTION_KEY, 'preview', choice],
    queryFn: () => dataProvider.previewRetention(choice),
  });

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.saveRetention(choice);
      toast({ title: `${S}.saved`, type: 'success' });
    } catch (error) {
      toast({ title: `${S}.saveFailed`, detail: serverMessageOf(error), type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(`${S}.help`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <TextField
          select
          label={t(`${S}.conversations`)}
          value={choice.conversationMonths === null ? KEEP : String(choice.conversationMonths)}
          onChange={(event) =>
            setChoice({
              ...choice,
              conversationMonths: choiceOf(event.target.value) as RetentionSettings['conversationMonths'],
            })
          }
          fullWidth
        >
          <MenuItem value={KEEP}>{t(`${S}.keep`)}</MenuItem>
          {CONVERSATION_RETENTION_MONTHS.map((months) => (
            <MenuItem key={months} value={String(months)}>
              {t(`${S}.months`, { count: months })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t(`${S}.media`)}
          value={choice.mediaDays === null ? KEEP : String(choice.mediaDays)}
          onChange={(event) =>
            setChoice({
              ...choice,
              mediaDays: choiceOf(event.target.value) as RetentionSettings['mediaDays'],
            })
          }
          fullWidth
        >
          <MenuItem value={KEEP}>{t(`${S}.keep`)}</MenuItem>
          {MEDIA_RETENTION_DAYS.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {t(`${S}.days`, { count: days })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {preview.isError && <Alert severity="error">{t(`${S}.previewFailed`)}</Alert>}
      {preview.data && (
        <Alert severity={preview.data.conversations + preview.data.mediaFiles > 0 ? 'warning' : 'info'}>
          {t(`${S}.preview`, { conversations: preview.data.conversations, media: preview.data.mediaFiles })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t(`${S}.save`)}
        </Button>
      </Box>
    </Stack>
  );
};

/** `/settings`, for admins: how long the shop keeps its customers' conversations and media (LGPD). */
export const RetentionSection = () => {
  const t = useAppTranslate();
  const { permissions } = usePermissions<Role>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = canAccess(permissions, { resource: 'retention', action: 'edit' });
  const { data, isError, dataUpdatedAt } = useQuery({
    queryKey: RETENTION_KEY,
    queryFn: () => dataProvider.getRetention(),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <SettingsSection title={`${S}.title`}>
      {isError && <Alert severity="error">{t(`${S}.loadFailed`)}</Alert>}
      {data && <RetentionForm key={dataUpdatedAt} initial={data} />}
    </SettingsSection>
  );
};
