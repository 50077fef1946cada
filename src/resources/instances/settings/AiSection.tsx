import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { ApiKeyField } from './ApiKeyField';
import { answersWithDemo, type SectionProps } from './draft';
import { DraftNumber, DraftSwitch } from './draftFields';
import { GroupHeading, TextSetting } from './fields';
import { ModelFields } from './ModelFields';
import { RestartAiButton } from './RestartAiButton';
import { useKeyReveal } from './useKeyReveal';
import { useRemoveKey } from './useRemoveKey';

interface AiSectionProps extends SectionProps {
  instanceId: string;
  instanceName: string;
  /** Only admins may show keys in clear text (spec 1 §6). */
  canRevealKeys: boolean;
  /** Which keys the server holds (it only ever sends them masked). */
  storedKeys: StoredKeys;
  /** A seller sees the settings but may not change them. */
  readOnly?: boolean;
}

export interface StoredKeys {
  apiKey: boolean;
  qualificationApiKey: boolean;
}

/** The AI that answers and the one that qualifies leads (spec 1 §3 "AI config"). */
export const AiSection = (props: AiSectionProps) => {
  const { instanceId, instanceName, canRevealKeys, storedKeys, readOnly = false, ...form } = props;
  const t = useAppTranslate();
  const { draft, set } = form;
  const reveal = useKeyReveal(instanceId, form);
  const removal = useRemoveKey(instanceId, () => set('apiKey', ''));
  const hasStoredKey = storedKeys.apiKey && !removal.removed;
  const toggleReveal = canRevealKeys ? reveal.toggle : undefined;
  const keysShown = canRevealKeys && reveal.revealed;
  const separateQualification = draft.qualificationProvider !== draft.provider;
  // Without a key the offline demo answers: say so wherever the provider is chosen.
  const demoReplies = answersWithDemo(hasStoredKey, draft.apiKey);
  const demoQualification =
    separateQualification && answersWithDemo(storedKeys.qualificationApiKey, draft.qualificationApiKey);
  return (
    <Stack spacing={2}>
      <DraftSwitch {...form} name="isActive" label="app.settingsDialog.ai.isActive" />
      <ModelFields
        providerLabel={t('app.settingsDialog.ai.provider')}
        modelLabel={t('app.settingsDialog.ai.model')}
        provider={draft.provider}
        model={draft.model}
        onChange={(provider, model) => {
          set('provider', provider);
          set('model', model);
        }}
      />
      <ApiKeyField
        label={t('app.settingsDialog.ai.apiKey')}
        value={draft.apiKey}
        onChange={(value) => set('apiKey', value)}
        revealed={keysShown}
        onToggleReveal={toggleReveal}
      />
      {hasStoredKey && !readOnly && (
        <Box>
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<KeyOffIcon />}
            disabled={removal.removing}
            onClick={removal.remove}
          >
            {t('app.attention.removeKey')}
          </Button>
        </Box>
      )}
      {keysShown && <Alert severity="warning">{t('app.settingsDialog.ai.revealWarning')}</Alert>}
      {demoReplies && <Alert severity="info">{t('app.settingsDialog.ai.demoNotice')}</Alert>}
      <TextSetting
        type="url"
        label={t('app.settingsDialog.ai.baseUrl')}
        helperText={t('app.settingsDialog.ai.baseUrlHint')}
        value={draft.baseUrl}
        onChange={(event) => set('baseUrl', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DraftNumber {...form} name="temperature" label="app.settingsDialog.ai.temperature" />
        <DraftNumber {...form} name="topP" label="app.settingsDialog.ai.topP" />
      </Stack>
      <TextSetting
        label={t('app.settingsDialog.ai.prompt')}
        helperText={t('app.settingsDialog.ai.promptHint')}
        value={draft.prompt}
        onChange={(event) => set('prompt', event.target.value)}
        multiline
        minRows={4}
        maxRows={14}
      />
      <GroupHeading hint={t('app.settingsDialog.ai.qualificationHint')}>
        {t('app.settingsDialog.ai.qualification')}
      </GroupHeading>
      <ModelFields
        providerLabel={t('app.settingsDialog.ai.qualificationProvider')}
        modelLabel={t('app.settingsDialog.ai.qualificationModel')}
        provider={draft.qualificationProvider}
        model={draft.qualificationModel}
        onChange={(provider, model) => {
          set('qualificationProvider', provider);
          set('qualificationModel', model);
        }}
      />
      {/* Spec 1 §4: a second key only when the qualification runs on another provider. */}
      {separateQualification && (
        <ApiKeyField
          label={t('app.settingsDialog.ai.qualificationApiKey')}
          value={draft.qualificationApiKey}
          onChange={(value) => set('qualificationApiKey', value)}
          revealed={keysShown}
          onToggleReveal={toggleReveal}
        />
      )}
      {demoQualification && (
        <Alert severity="info">{t('app.settingsDialog.ai.demoQualificationNotice')}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DraftNumber
          {...form}
          name="qualificationTemperature"
          label="app.settingsDialog.ai.qualificationTemperature"
        />
        <DraftNumber {...form} name="qualificationTopP" label="app.settingsDialog.ai.qualificationTopP" />
      </Stack>
      <RestartAiButton instanceId={instanceId} instanceName={instanceName} />
    </Stack>
  );
};
