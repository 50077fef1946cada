import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** A chart with its numbers one click away: the same figures as a table (with its CSV export). */
export function ChartOrTable({
  title,
  caption,
  chart,
  table,
}: {
  title?: string;
  /** What the figures are (a share of what, a count of what), when the title alone does not say. */
  caption?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const t = useAppTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Box sx={{ minWidth: 0, mt: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {title ? (
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
        ) : (
          <span />
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={t('app.reports.view.label')}
          onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
        >
          <ToggleButton value="chart">{t('app.reports.view.chart')}</ToggleButton>
          <ToggleButton value="table">{t('app.reports.view.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {caption && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
      <Box sx={{ mt: 1, minWidth: 0 }}>{view === 'chart' ? chart : table}</Box>
    </Box>
  );
}
