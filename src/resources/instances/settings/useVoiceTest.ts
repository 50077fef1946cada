import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { audioFile, type DownloadableFile, downloadFile, playAudio } from './audioPlayback';
import type { SettingsDraft } from './draft';

/**
 * The voice test of the audio section (spec 1 §4): the server speaks a sample with the chosen voice
 * and speed; it is played, or downloaded when the browser refuses to play it.
 */
export const useVoiceTest = (instanceId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const [testing, setTesting] = useState(false);
  /** Kept after a refused playback so the user can save the sample again. */
  const [download, setDownload] = useState<DownloadableFile | null>(null);

  const test = useCallback(
    async (voice: SettingsDraft['audioVoice'], speed: number) => {
      setTesting(true);
      setDownload(null);
      try {
        const result = await dataProvider.testVoice(instanceId, { voice, speed });
        if (!result.success || !result.audioBase64) {
          toast({ title: 'app.settingsDialog.audio.testFailed', type: 'error' });
          return;
        }
        const file = audioFile(result.audioBase64, result.mimetype, `teste-voz-${result.voice || voice}`);
        if (await playAudio(file.href)) return;
        downloadFile(file);
        setDownload(file);
        toast({ title: 'app.settingsDialog.audio.autoplayBlocked', type: 'info' });
      } catch (error) {
        toast({
          title: 'app.settingsDialog.audio.testFailed',
          detail: serverMessageOf(error),
          type: 'error',
        });
      } finally {
        setTesting(false);
      }
    },
    [dataProvider, instanceId, toast],
  );

  return { test, testing, download };
};
