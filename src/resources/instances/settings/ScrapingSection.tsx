import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { ScrapingStatus } from '../../../../contract/ai-config';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { SCRAPING_SCHEDULES, type SectionProps } from './draft';
import { SwitchField, TextSetting } from './fields';
import { ScrapingLock, useScrapingLocked } from './ScrapingLock';
import { ScrapingStatusNote } from './ScrapingStatusNote';
import { useScrapingToggle } from './useScrapingToggle';

const isSchedule = (value: string): value is (typeof SCRAPING_SCHEDULES)[number] =>
  (SCRAPING_SCHEDULES as readonly string[]).includes(value);

/** The website the AI learns from, and how often it is read again (spec 1 §3 Instance). */
interface ScrapingSectionProps extends SectionProps {
  instanceId: string;
  /** The last reading as the dialog opened; the switch's save brings a newer one. */
  initialStatus: ScrapingStatus;
}

export const ScrapingSection = ({ instanceId, initialStatus, ...form }: ScrapingSectionProps) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  const [status, setStatus] = useState(initialStatus);
  const { toggle, saving } = useScrapingToggle(instanceId, form, setStatus);
  const locked = useScrapingLocked();
  return (
    <Stack spacing={2}>
      <SwitchField
        label={t('app.settingsDialog.scraping.scrapingEnabled')}
        checked={draft.scrapingEnabled}
        onChange={(enabled) => void toggle(enabled)}
        disabled={saving || locked}
      />
      {locked && <ScrapingLock />}
      <ScrapingStatusNote status={status} enabled={draft.scrapingEnabled} />
      <TextSetting
        type="url"
        label={t('app.settingsDialog.scraping.scrapingUrl')}
        helperText={t('app.settingsDialog.scraping.scrapingUrlHint')}
        value={draft.scrapingUrl}
        onChange={(event) => set('scrapingUrl', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <TextField
        select
        fullWidth
        label={t('app.settingsDialog.scraping.scrapingSchedule')}
        value={draft.scrapingSchedule}
        onChange={(event) => {
          if (isSchedule(event.target.value)) set('scrapingSchedule', event.target.value);
        }}
      >
        {SCRAPING_SCHEDULES.map((schedule) => (
          <MenuItem key={schedule} value={schedule}>
            {t(`app.settingsDialog.scraping.schedules.${schedule}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
