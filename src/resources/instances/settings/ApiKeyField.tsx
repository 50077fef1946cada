import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

interface ApiKeyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  revealed: boolean;
  /** Absent for users who may not see keys in clear text (spec 1 §6). */
  onToggleReveal?: () => void;
}

/**
 * A write-only key (spec 1 §3): the server sends it masked; a masked value is left as is on save,
 * so the stored key is only replaced when the user types a new one.
 */
export const ApiKeyField = ({ label, value, onChange, revealed, onToggleReveal }: ApiKeyFieldProps) => {
  const t = useAppTranslate();
  const toggleLabel = t(revealed ? 'app.settingsDialog.ai.hideKeys' : 'app.settingsDialog.ai.showKeys');
  const toggle = onToggleReveal && (
    <InputAdornment position="end">
      <Tooltip title={toggleLabel}>
        <IconButton aria-label={toggleLabel} aria-pressed={revealed} onClick={onToggleReveal} edge="end">
          {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
  return (
    <TextField
      label={label}
      type={revealed ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={t('app.settingsDialog.ai.apiKeyHint')}
      autoComplete="new-password"
      fullWidth
      slotProps={{ input: { endAdornment: toggle }, htmlInput: { spellCheck: false } }}
    />
  );
};
