import { Alert, Typography } from '@mui/material';
import type { ScrapingStatus } from '../../../../contract/ai-config';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const count = new Intl.NumberFormat('pt-BR');
const when = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : '');

interface ScrapingStatusNoteProps {
  status: ScrapingStatus;
  enabled: boolean;
}

/**
 * How the last reading of the site went and when the next one is due: a refused address, a page
 * too big or too slow, or robots.txt saying no would otherwise only show in the logs.
 */
export const ScrapingStatusNote = ({ status, enabled }: ScrapingStatusNoteProps) => {
  const t = useAppTranslate();
  const next =
    enabled && status.nextRunAt
      ? t('app.settingsDialog.scraping.nextRun', { when: when(status.nextRunAt) })
      : null;
  if (status.status === 'failed') {
    return (
      <Alert severity="warning">
        {t('app.settingsDialog.scraping.lastFailed', {
          when: when(status.lastFetchedAt),
          error: status.error ?? '',
        })}
        {next && ` ${next}`}
      </Alert>
    );
  }
  const last =
    status.status === 'ok'
      ? t('app.settingsDialog.scraping.lastRead', {
          when: when(status.lastFetchedAt),
          characters: count.format(status.characters),
        })
      : enabled
        ? t('app.settingsDialog.scraping.neverRead')
        : null;
  if (!last && !next) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {[last, next].filter(Boolean).join(' ')}
    </Typography>
  );
};
