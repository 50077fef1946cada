import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../layout/useIsMobile';
import { AppointmentCard } from './AppointmentCard';
import type { AgendaColumn } from './agendaGrouping';

/**
 * Columns side by side on a desktop (scrolling sideways inside the board when there are many), one
 * under the other on a phone, where a column per seller or per day would not fit.
 */
export const AgendaColumns = ({
  columns,
  titleOf,
  showSeller,
  empty,
}: {
  columns: readonly AgendaColumn[];
  titleOf: (column: AgendaColumn) => string;
  showSeller: boolean;
  empty: ReactNode;
}) => {
  const mobile = useIsMobile();
  if (columns.length === 0) return <>{empty}</>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: mobile ? '1fr' : `repeat(${columns.length}, minmax(180px, 1fr))`,
        overflowX: mobile ? 'visible' : 'auto',
      }}
    >
      {columns.map((column) => (
        <Paper
          key={column.key}
          variant="outlined"
          sx={{ p: 1, minWidth: 0 }}
          component="section"
          aria-label={titleOf(column)}
        >
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {titleOf(column)}
          </Typography>
          <Stack spacing={1}>
            {column.visits.map((visit) => (
              <AppointmentCard key={visit.id} visit={visit} showSeller={showSeller} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
};
