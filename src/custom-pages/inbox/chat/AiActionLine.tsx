import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Box, Typography } from '@mui/material';
import type { Message } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { messageTime } from './rules';

/**
 * Something the AI did with a tool ("IA agendou test drive — …"), as a small centred line of the
 * chat: staff see it, the customer never got it. The text is rendered as text.
 */
export const AiActionLine = ({ message }: { message: Message }) => {
  const t = useAppTranslate();
  return (
    <Box
      role="note"
      aria-label={t('app.chat.bubble.aiAction')}
      sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1, sm: 2 }, py: 0.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          maxWidth: '90%',
          px: 1.25,
          py: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <SmartToyOutlinedIcon sx={{ fontSize: 16, flexShrink: 0 }} />
        <Typography variant="caption" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Typography>
        <Typography variant="caption" sx={{ flexShrink: 0, opacity: 0.7 }}>
          {messageTime(new Date(message.timestamp))}
        </Typography>
      </Box>
    </Box>
  );
};
