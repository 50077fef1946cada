import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { errorText } from './useReport';

export interface ReportBlockProps<Data> {
  title: string;
  result: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/** A titled card that shows its report once loaded, and says so while loading or after a failure. */
export function ReportBlock<Data>({ title, result, children }: ReportBlockProps<Data>) {
  const t = useAppTranslate();
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Card variant="outlined" component="section" aria-labelledby={`report-${slug}`} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={`report-${slug}`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {result.isPending && result.fetchStatus !== 'idle' ? (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CircularProgress size={20} />
            <Typography variant="body2">{t('app.reports.states.loading')}</Typography>
          </Stack>
        ) : result.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => result.refetch()}>
                {t('app.common.retry')}
              </Button>
            }
          >
            {t('app.reports.states.error', { message: errorText(result.error) })}
          </Alert>
        ) : result.data !== undefined ? (
          <Box sx={{ minWidth: 0 }}>{children(result.data)}</Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
