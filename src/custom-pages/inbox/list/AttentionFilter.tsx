import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip } from '@mui/material';
import { memo } from 'react';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

/** Shows only the conversations a failed AI reply left for a human ("precisa de atenção"). Memoized. */
export const AttentionFilter = memo(function AttentionFilter({
  selected,
  onChange,
}: {
  selected: boolean;
  onChange: (selected: boolean) => void;
}) {
  const t = useAppTranslate();
  return (
    <Chip
      icon={<ReportProblemIcon fontSize="small" />}
      label={t('app.attention.needsAttentionFilter')}
      color={selected ? 'error' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      onClick={() => onChange(!selected)}
      sx={{ alignSelf: 'center' }}
    />
  );
});
