import { Box, Card, CardContent, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** One card of the settings page: a titled group of controls. */
export const SettingsSection = ({ title, children }: { title: MessageKey; children: ReactNode }) => {
  const t = useAppTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A labelled switch with its explanation underneath; `comingSoon` shows the badge and disables it. */
export const SettingSwitch = ({
  label,
  help,
  checked,
  onChange,
  disabled = false,
  comingSoon = false,
}: {
  label: MessageKey;
  help?: MessageKey;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  comingSoon?: boolean;
}) => {
  const t = useAppTranslate();
  return (
    <Box>
      <FormControlLabel
        sx={{ mr: 0, alignItems: 'center' }}
        control={
          <Switch
            checked={checked}
            disabled={disabled || comingSoon}
            onChange={(event) => onChange?.(event.target.checked)}
          />
        }
        label={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {t(label)}
            {comingSoon && <Chip size="small" label={t('app.settings.comingSoon')} />}
          </Box>
        }
      />
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
          {t(help)}
        </Typography>
      )}
    </Box>
  );
};
