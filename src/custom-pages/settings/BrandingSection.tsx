import { Alert, Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { PLANS, planUnlocking } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { OWN_BRANDING_KEY, useOwnBranding } from '../../layout/ownBranding';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { SettingsSection } from './SettingsControls';

/** Same rule as the server's (contract/branding): a public https address; blank removes the logo. */
const looksHttps = (value: string) =>
  value.trim() === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value.trim());

/** The white-label logo of the shop (admins): one https address, checked, previewed and saved apart. */
export const BrandingSection = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useOwnBranding();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? data?.logoUrl ?? '';
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => dataProvider.saveOwnBranding({ logoUrl: value.trim() || null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(OWN_BRANDING_KEY, saved);
      setDraft(null);
      toast({ title: 'app.branding.saved', type: 'success' });
    },
    onError: (failure) => {
      const message = serverMessageOf(failure);
      setError(message ?? null);
      toast({ title: 'app.branding.saveFailed', detail: message, type: 'error' });
    },
  });
  const invalid = !looksHttps(value);
  return (
    <SettingsSection title="app.branding.section">
      {data && (
        <Alert severity={data.whiteLabel ? 'success' : 'info'}>
          {data.whiteLabel
            ? t('app.branding.active', { name: data.name })
            : t('app.branding.notInPlan', { plan: PLANS[planUnlocking('white_label')].name })}
        </Alert>
      )}
      <TextField
        label={t('app.branding.logoUrl')}
        type="url"
        value={value}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        error={invalid || error !== null}
        helperText={error ?? t('app.branding.logoUrlHelp')}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, maxLength: 500 } }}
        fullWidth
      />
      {value.trim() && !invalid && (
        <Box
          component="img"
          src={value.trim()}
          alt={t('app.branding.preview')}
          referrerPolicy="no-referrer"
          sx={{ height: 40, maxWidth: 160, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <Box>
        <Button variant="outlined" onClick={() => save.mutate()} disabled={invalid || save.isPending}>
          {t('app.branding.save')}
        </Button>
      </Box>
    </SettingsSection>
  );
};
