import { Box, FormControlLabel, Switch, TextField, type TextFieldProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { decimal } from '../../../../contract/settings-rules';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { type Bounds, isOutOfRange } from './numbers';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** One on/off setting; the whole label is clickable, which matters on a phone. */
export const SwitchField = ({ label, checked, onChange, disabled }: SwitchFieldProps) => (
  <FormControlLabel
    control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    label={label}
    // Not disabled here still leaves it to a read-only view around it (ReadOnlyControls).
    disabled={disabled || undefined}
    sx={{ alignItems: 'center', mr: 0 }}
  />
);

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  bounds: Bounds;
  helperText?: ReactNode;
}

/**
 * A bounded number (spec 1 §5): a value out of its range is never changed behind the user's back;
 * the field says the range and the save refuses it.
 */
export const NumberField = ({ label, value, onChange, bounds, helperText }: NumberFieldProps) => {
  const t = useAppTranslate();
  const invalid = isOutOfRange(value, bounds);
  const range = { min: decimal(bounds.min), max: decimal(bounds.max) };
  return (
    <TextField
      type="number"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={
        invalid
          ? t('app.attention.outOfRange', { field: label, ...range })
          : (helperText ?? t('app.settingsDialog.range', { min: bounds.min, max: bounds.max }))
      }
      slotProps={{ htmlInput: { min: bounds.min, max: bounds.max, step: bounds.step ?? 1 } }}
      fullWidth
    />
  );
};

/** A free text setting, full width. */
export const TextSetting = (props: TextFieldProps) => <TextField fullWidth {...props} />;

/** The heading of a group of settings inside a section, with an optional line under it. */
export const GroupHeading = ({ children, hint }: { children: ReactNode; hint?: ReactNode }) => (
  <Box sx={{ pt: 1 }}>
    <Typography variant="subtitle2" component="h3" color="text.secondary">
      {children}
    </Typography>
    {hint && (
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    )}
  </Box>
);
