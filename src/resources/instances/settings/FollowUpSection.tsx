import { Stack } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { FOLLOW_UP_MESSAGE_KEYS, numericValue, type SectionProps } from './draft';
import { DraftNumber } from './draftFields';
import { TextSetting } from './fields';

/** When and what the AI sends to a customer who went quiet (spec 1 §3, §4). */
export const FollowUpSection = (form: SectionProps) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  // Spec 1 §4: one box per follow-up, 1 to 3, following the (clamped) maximum.
  const boxes = FOLLOW_UP_MESSAGE_KEYS.slice(0, numericValue(draft, 'maxFollowUps'));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DraftNumber {...form} name="followUpInterval" label="app.settingsDialog.followUp.followUpInterval" />
        <DraftNumber {...form} name="maxFollowUps" label="app.settingsDialog.followUp.maxFollowUps" />
      </Stack>
      {boxes.map((key, index) => (
        <TextSetting
          key={key}
          label={t('app.settingsDialog.followUp.message', { number: index + 1 })}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
          multiline
          minRows={2}
        />
      ))}
      <TextSetting
        label={t('app.settingsDialog.followUp.followUpTemplate')}
        helperText={t('app.settingsDialog.followUp.followUpTemplateHint')}
        value={draft.followUpTemplate}
        onChange={(event) => set('followUpTemplate', event.target.value.trim())}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 512 } }}
      />
      <TextSetting
        label={t('app.settingsDialog.followUp.followUpBlacklist')}
        helperText={t('app.settingsDialog.followUp.followUpBlacklistHint')}
        value={draft.followUpBlacklist}
        onChange={(event) => set('followUpBlacklist', event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </Stack>
  );
};
