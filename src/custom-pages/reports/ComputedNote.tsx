import Typography from '@mui/material/Typography';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { formatDateTime } from './format';

/**
 * When the figures were computed: the server keeps daily figures of past days (today is computed
 * from the rows on each request); the note shows the oldest build among the blocks that read them.
 */
export function ComputedNote({ stamps }: { stamps: (string | null | undefined)[] }) {
  const t = useAppTranslate();
  const known = stamps.filter((stamp): stamp is string | null => stamp !== undefined);
  if (known.length === 0) return null;
  const built = known.filter((stamp): stamp is string => stamp !== null).sort();
  const oldest = built[0];
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {oldest
        ? t('app.reports.computed.stored', { at: formatDateTime(oldest) })
        : t('app.reports.computed.live')}
    </Typography>
  );
}
