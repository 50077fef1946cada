import { Box, Chip } from '@mui/material';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { dateSeparatorLabel } from './rules';

/** The day between messages: 'Hoje', 'Ontem', a weekday or a date (spec 2 §2.4). */
export const DateSeparator = ({ date }: { date: Date }) => {
  const t = useAppTranslate();
  const label = dateSeparatorLabel(date, new Date(), {
    today: t('app.chat.messages.today'),
    yesterday: t('app.chat.messages.yesterday'),
  });
  return (
    <Box role="separator" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
      <Chip size="small" label={label} />
    </Box>
  );
};
