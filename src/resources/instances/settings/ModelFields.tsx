import { MenuItem, Stack, TextField } from '@mui/material';
import { AI_MODELS, AI_PROVIDERS, type AiProvider } from '../../../../contract/constants';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

interface ModelFieldsProps {
  providerLabel: string;
  modelLabel: string;
  provider: AiProvider;
  model: string;
  onChange: (provider: AiProvider, model: string) => void;
}

const isProvider = (value: string): value is AiProvider =>
  (AI_PROVIDERS as readonly string[]).includes(value);

/** A provider and one of its models (spec 1 §9); changing the provider picks its first model. */
export const ModelFields = ({ providerLabel, modelLabel, provider, model, onChange }: ModelFieldsProps) => {
  const t = useAppTranslate();
  const known = AI_MODELS[provider];
  // A model the list does not name (set before the list changed) stays selectable.
  const models = known.includes(model) || model === '' ? known : [model, ...known];
  const changeProvider = (next: AiProvider) =>
    onChange(next, AI_MODELS[next].includes(model) ? model : (AI_MODELS[next][0] ?? ''));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={providerLabel}
        value={provider}
        onChange={(event) => {
          if (isProvider(event.target.value)) changeProvider(event.target.value);
        }}
        fullWidth
      >
        {AI_PROVIDERS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`app.settingsDialog.ai.providers.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={modelLabel}
        value={model}
        onChange={(event) => onChange(provider, event.target.value)}
        fullWidth
      >
        {models.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
