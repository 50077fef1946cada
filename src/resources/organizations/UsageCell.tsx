import { Box, LinearProgress, Typography } from '@mui/material';

/** "used / max" with a bar; unlimited shows the count and ∞ without a bar. */
export const UsageCell = ({ used, max }: { used: number; max: number | null }) => {
  const percent = max === null || max === 0 ? 0 : Math.min(100, (used / max) * 100);
  return (
    <Box sx={{ width: '100%', py: 1 }}>
      <Typography variant="body2">
        {used.toLocaleString('pt-BR')} / {max === null ? '∞' : max.toLocaleString('pt-BR')}
      </Typography>
      {max !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
          aria-label={`${used} / ${max}`}
        />
      )}
    </Box>
  );
};
