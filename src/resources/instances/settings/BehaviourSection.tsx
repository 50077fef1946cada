import { MenuItem, Stack, TextField } from '@mui/material';
import { PERSONALITY_TYPES } from '../../../../contract/constants';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { SectionProps } from './draft';
import { DraftNumber, DraftSwitch } from './draftFields';
import { GroupHeading } from './fields';

const isPersonality = (value: string): value is (typeof PERSONALITY_TYPES)[number] =>
  (PERSONALITY_TYPES as readonly string[]).includes(value);

/** How the AI behaves in a conversation (spec 1 §3 "System settings"), with the §4 conditions. */
export const BehaviourSection = (form: SectionProps) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  return (
    <Stack spacing={1.5}>
      <GroupHeading>{t('app.settingsDialog.behaviour.service')}</GroupHeading>
      <DraftSwitch
        {...form}
        name="enableAutoResponse"
        label="app.settingsDialog.behaviour.enableAutoResponse"
      />
      <DraftSwitch
        {...form}
        name="humanAssumesEnabled"
        label="app.settingsDialog.behaviour.humanAssumesEnabled"
      />
      <DraftSwitch
        {...form}
        name="firstContactHumanEnabled"
        label="app.settingsDialog.behaviour.firstContactHumanEnabled"
      />
      <DraftSwitch {...form} name="keepUnread" label="app.settingsDialog.behaviour.keepUnread" />
      <DraftSwitch {...form} name="singleMessage" label="app.settingsDialog.behaviour.singleMessage" />
      <DraftSwitch
        {...form}
        name="includeContactName"
        label="app.settingsDialog.behaviour.includeContactName"
      />

      <GroupHeading>{t('app.settingsDialog.behaviour.timing')}</GroupHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DraftNumber
          {...form}
          name="typingSeconds"
          label="app.settingsDialog.behaviour.typingSeconds"
          hint="app.settingsDialog.behaviour.typingSecondsHint"
        />
        <DraftNumber
          {...form}
          name="responseSeconds"
          label="app.settingsDialog.behaviour.responseSeconds"
          hint="app.settingsDialog.behaviour.responseSecondsHint"
        />
      </Stack>

      <GroupHeading>{t('app.settingsDialog.behaviour.humanization')}</GroupHeading>
      <DraftSwitch
        {...form}
        name="humanSimulationEnabled"
        label="app.settingsDialog.behaviour.humanSimulationEnabled"
      />
      <DraftSwitch
        {...form}
        name="enableTypingSimulation"
        label="app.settingsDialog.behaviour.enableTypingSimulation"
      />
      {draft.enableTypingSimulation && (
        <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 2 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DraftNumber {...form} name="typingSpeed" label="app.settingsDialog.behaviour.typingSpeed" />
            <DraftNumber
              {...form}
              name="typingVariation"
              label="app.settingsDialog.behaviour.typingVariation"
            />
          </Stack>
          <DraftSwitch
            {...form}
            name="enableSmartPauses"
            label="app.settingsDialog.behaviour.enableSmartPauses"
          />
        </Stack>
      )}
      <DraftSwitch
        {...form}
        name="enableBrazilianInterjections"
        label="app.settingsDialog.behaviour.enableBrazilianInterjections"
      />
      <DraftSwitch
        {...form}
        name="enableTimeBasedGreeting"
        label="app.settingsDialog.behaviour.enableTimeBasedGreeting"
      />

      <GroupHeading>{t('app.settingsDialog.behaviour.intelligence')}</GroupHeading>
      <DraftSwitch
        {...form}
        name="enableContextMemory"
        label="app.settingsDialog.behaviour.enableContextMemory"
      />
      {draft.enableContextMemory && (
        <DraftNumber
          {...form}
          name="maxContextMessages"
          label="app.settingsDialog.behaviour.maxContextMessages"
        />
      )}
      <DraftSwitch
        {...form}
        name="enableEmotionalTone"
        label="app.settingsDialog.behaviour.enableEmotionalTone"
      />
      <DraftSwitch
        {...form}
        name="enablePersonality"
        label="app.settingsDialog.behaviour.enablePersonality"
      />
      {draft.enablePersonality && (
        <TextField
          select
          fullWidth
          label={t('app.settingsDialog.behaviour.personalityType')}
          value={draft.personalityType}
          onChange={(event) => {
            if (isPersonality(event.target.value)) set('personalityType', event.target.value);
          }}
        >
          {PERSONALITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`app.settingsDialog.behaviour.personalities.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DraftSwitch
        {...form}
        name="enableAutoTranslation"
        label="app.settingsDialog.behaviour.enableAutoTranslation"
      />
      <DraftSwitch {...form} name="enableSpellCheck" label="app.settingsDialog.behaviour.enableSpellCheck" />
      <DraftSwitch
        {...form}
        name="enableContentFilter"
        label="app.settingsDialog.behaviour.enableContentFilter"
      />
      <DraftSwitch
        {...form}
        name="sendCarPhotoEnabled"
        label="app.settingsDialog.behaviour.sendCarPhotoEnabled"
      />
    </Stack>
  );
};
