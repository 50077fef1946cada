import { Stack } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { SectionProps } from './draft';
import { DraftSwitch } from './draftFields';
import { TextSetting } from './fields';

/** Who hears about hot leads and alarming words (spec 1 §3); each field only while on (spec 1 §4). */
export const NotificationsSection = (form: SectionProps) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  return (
    <Stack spacing={2}>
      <DraftSwitch
        {...form}
        name="consultorNotificationEnabled"
        label="app.settingsDialog.notifications.consultorNotificationEnabled"
      />
      {draft.consultorNotificationEnabled && (
        <TextSetting
          type="tel"
          label={t('app.settingsDialog.notifications.consultorNotificationPhone')}
          helperText={t('app.settingsDialog.notifications.consultorNotificationPhoneHint')}
          value={draft.consultorNotificationPhone}
          onChange={(event) => set('consultorNotificationPhone', event.target.value)}
          autoComplete="tel"
        />
      )}
      <DraftSwitch
        {...form}
        name="keywordAlertsEnabled"
        label="app.settingsDialog.notifications.keywordAlertsEnabled"
      />
      {draft.keywordAlertsEnabled && (
        <TextSetting
          label={t('app.settingsDialog.notifications.alertKeywords')}
          helperText={t('app.settingsDialog.notifications.alertKeywordsHint')}
          value={draft.alertKeywords}
          onChange={(event) => set('alertKeywords', event.target.value)}
          multiline
          minRows={2}
        />
      )}
    </Stack>
  );
};
