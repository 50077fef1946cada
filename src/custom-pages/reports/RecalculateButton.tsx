import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ReportQuery } from '../../../contract/reports';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorText } from './useReport';

/** How often the page asks how far a rebuild went. */
const STATUS_POLL_MS = 1000;

interface Run {
  from: string;
  to: string;
  since: string;
}

/**
 * Admins: "Recalcular" asks the server to compute the period's daily figures again, shows how many
 * days are done while the job runs, then asks every block again (the note shows the new time).
 */
export function RecalculateButton({ query }: { query: ReportQuery }) {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const start = useMutation({
    mutationFn: (period: { from: string; to: string }) => dataProvider.rebuildReports(period),
    onSuccess: (queued, period) => setRun({ ...period, since: queued.queuedAt }),
  });
  const status = useQuery({
    queryKey: ['reports-rebuild', run],
    queryFn: () => dataProvider.getReportRebuildStatus(run as Run),
    enabled: run !== null,
    refetchInterval: (current) => (current.state.data?.done ? false : STATUS_POLL_MS),
    refetchOnWindowFocus: false,
  });
  const done = run !== null && status.data?.done === true;
  useEffect(() => {
    if (!done) return;
    setRun(null);
    void queryClient.invalidateQueries({ queryKey: ['reports'] });
  }, [done, queryClient]);

  const running = start.isPending || run !== null;
  const failure = start.error ?? status.error;
  const days = status.data?.days ?? 0;
  const built = status.data?.built ?? 0;
  return (
    <Stack spacing={0.5} sx={{ mb: 1, minWidth: 0 }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={running}
        onClick={() => start.mutate({ from: query.from, to: query.to })}
      >
        {t('app.reports.computed.recalculate')}
      </Button>
      {running && (
        <>
          <LinearProgress
            variant={days > 0 ? 'determinate' : 'indeterminate'}
            value={days > 0 ? (100 * built) / days : undefined}
            aria-label={t('app.reports.computed.recalculate')}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {t('app.reports.computed.recalculating', { built, days: days || '…' })}
          </Typography>
        </>
      )}
      {failure && !running && (
        <Typography variant="caption" color="error" role="alert">
          {t('app.reports.computed.recalculateFailed', { message: errorText(failure) })}
        </Typography>
      )}
    </Stack>
  );
}
