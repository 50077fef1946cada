import DownloadIcon from '@mui/icons-material/Download';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Button, CircularProgress, ListSubheader, MenuItem, Stack, TextField } from '@mui/material';
import { ALL_VOICES } from '../../../../contract/ai-config';
import { VOICE_SPEEDS, VOICES } from '../../../../contract/constants';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { SectionProps, SettingsDraft } from './draft';
import { DraftSwitch } from './draftFields';
import { useVoiceTest } from './useVoiceTest';

const VOICE_GROUPS = ['male', 'female'] as const;
const isVoice = (value: string): value is SettingsDraft['audioVoice'] =>
  (ALL_VOICES as readonly string[]).includes(value);
/** Speeds as a Brazilian reads them: 0,75x, 1,0x. */
const speedFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1 });

/** Audio replies (spec 1 §3); their options only while audio replies are on (spec 1 §4). */
export const AudioSection = ({ instanceId, ...form }: SectionProps & { instanceId: string }) => {
  const t = useAppTranslate();
  const { draft, set } = form;
  const voiceTest = useVoiceTest(instanceId);
  return (
    <Stack spacing={2}>
      <DraftSwitch
        {...form}
        name="audioResponseEnabled"
        label="app.settingsDialog.audio.audioResponseEnabled"
      />
      {draft.audioResponseEnabled && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('app.settingsDialog.audio.audioVoice')}
              value={draft.audioVoice}
              onChange={(event) => {
                if (isVoice(event.target.value)) set('audioVoice', event.target.value);
              }}
            >
              {VOICE_GROUPS.flatMap((group) => [
                <ListSubheader key={group}>
                  {t(`app.settingsDialog.audio.voiceGroups.${group}`)}
                </ListSubheader>,
                ...VOICES[group].map((voice) => (
                  <MenuItem key={voice} value={voice}>
                    {voice}
                  </MenuItem>
                )),
              ])}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('app.settingsDialog.audio.audioSpeed')}
              value={String(draft.audioSpeed)}
              onChange={(event) => set('audioSpeed', Number(event.target.value))}
            >
              {VOICE_SPEEDS.map((speed) => (
                <MenuItem key={speed} value={String(speed)}>
                  {t('app.settingsDialog.audio.speed', { speed: speedFormat.format(speed) })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={
                voiceTest.testing ? <CircularProgress size={16} color="inherit" /> : <PlayCircleIcon />
              }
              disabled={voiceTest.testing}
              onClick={() => void voiceTest.test(draft.audioVoice, draft.audioSpeed)}
            >
              {t(voiceTest.testing ? 'app.settingsDialog.audio.testing' : 'app.settingsDialog.audio.test')}
            </Button>
            {voiceTest.download && (
              <Button
                component="a"
                href={voiceTest.download.href}
                download={voiceTest.download.fileName}
                startIcon={<DownloadIcon />}
              >
                {t('app.settingsDialog.audio.download')}
              </Button>
            )}
          </Box>
          <DraftSwitch
            {...form}
            name="enableAudioEnhancement"
            label="app.settingsDialog.audio.enableAudioEnhancement"
          />
          <DraftSwitch
            {...form}
            name="enableAmbientSounds"
            label="app.settingsDialog.audio.enableAmbientSounds"
          />
          <DraftSwitch {...form} name="enableSSMLPauses" label="app.settingsDialog.audio.enableSSMLPauses" />
        </>
      )}
    </Stack>
  );
};
