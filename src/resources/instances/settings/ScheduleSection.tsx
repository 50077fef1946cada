import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Stack } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { SectionProps } from './draft';
import { DraftSwitch } from './draftFields';
import { TextSetting } from './fields';
import { parseWorkDays, toggleWorkDay, WEEK_DAYS } from './workDays';

/** The hours and days the AI answers in; the fields only while the schedule is on (spec 1 §4). */
export const ScheduleSection = (form: SectionProps) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  const days = parseWorkDays(draft.aiWorkDays);
  return (
    <Stack spacing={2}>
      <DraftSwitch {...form} name="aiScheduleEnabled" label="app.settingsDialog.schedule.aiScheduleEnabled" />
      {draft.aiScheduleEnabled && (
        <>
          <Stack direction="row" spacing={2}>
            <TextSetting
              type="time"
              label={t('app.settingsDialog.schedule.aiStartTime')}
              value={draft.aiStartTime}
              onChange={(event) => set('aiStartTime', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextSetting
              type="time"
              label={t('app.settingsDialog.schedule.aiEndTime')}
              value={draft.aiEndTime}
              onChange={(event) => set('aiEndTime', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('app.settingsDialog.schedule.aiWorkDays')}</FormLabel>
            <FormGroup row>
              {WEEK_DAYS.map(({ day, key }) => (
                <FormControlLabel
                  key={day}
                  label={t(`app.settingsDialog.schedule.days.${key}`)}
                  control={
                    <Checkbox
                      checked={days.includes(day)}
                      onChange={(event) =>
                        set('aiWorkDays', toggleWorkDay(draft.aiWorkDays, day, event.target.checked))
                      }
                      slotProps={{
                        input: { 'aria-label': t(`app.settingsDialog.schedule.dayNames.${key}`) },
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </>
      )}
    </Stack>
  );
};
