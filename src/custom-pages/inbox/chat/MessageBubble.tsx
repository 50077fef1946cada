import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { memo, useState } from 'react';
import type { Message } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { WhatsAppText } from '../../../ui/whatsapp-text';
import { MessageMedia } from './media/MessageMedia';
import { type BubbleTone, bubbleStyleOf, messageTime } from './rules';

const TONE_COLOURS: Record<BubbleTone, (theme: Theme) => { bgcolor: string; color: string }> = {
  grey: (theme) => ({
    bgcolor: theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[200],
    color: theme.palette.text.primary,
  }),
  primary: (theme) => ({ bgcolor: theme.palette.primary.main, color: theme.palette.primary.contrastText }),
  success: (theme) => ({ bgcolor: theme.palette.success.main, color: theme.palette.success.contrastText }),
  warning: (theme) => ({ bgcolor: theme.palette.warning.main, color: theme.palette.warning.contrastText }),
};

interface MessageBubbleProps {
  message: Message;
  instanceName: string;
  onRetry: (message: Message) => Promise<boolean>;
}

/** One message (spec 2 §4): side, colour and label by origin; media; sending state and retry. */
export const MessageBubble = memo(({ message, instanceName, onRetry }: MessageBubbleProps) => {
  const t = useAppTranslate();
  const [retrying, setRetrying] = useState(false);
  const [resent, setResent] = useState(false);
  const style = bubbleStyleOf(message, {
    instanceName,
    defaultInstance: t('app.chat.bubble.defaultInstance'),
    defaultOperator: t('app.chat.bubble.defaultOperator'),
  });
  const failed = message.status === 'failed';
  const pending = message.status === 'pending';
  // An operator's message goes again as itself; the AI's and follow-ups' go again as new messages.
  const resendable = message.origin === 'ai' || message.origin === 'followup';
  const canRetry = failed && !resent && (style.kind === 'human' || resendable);

  const retry = async () => {
    setRetrying(true);
    try {
      const handedOver = await onRetry(message);
      if (handedOver === true && resendable) setResent(true);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: style.side === 'end' ? 'flex-end' : 'flex-start',
        px: { xs: 1, sm: 2 },
        py: 0.5,
      }}
    >
      <Box
        component="article"
        aria-label={t(style.description)}
        sx={(theme) => ({
          ...TONE_COLOURS[style.tone](theme),
          maxWidth: { xs: '85%', md: '70%' },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          opacity: pending ? 0.75 : 1,
          outline: failed ? `2px solid ${theme.palette.error.main}` : 'none',
          overflowWrap: 'anywhere',
        })}
      >
        {style.label && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
            {t(style.label.key, style.label.args)}
          </Typography>
        )}
        <MessageMedia message={message} />
        {message.content.trim() !== '' && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            <WhatsAppText text={message.content} />
          </Typography>
        )}
        <Typography
          variant="caption"
          component="p"
          sx={{ textAlign: 'right', opacity: 0.8, display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}
        >
          {pending && <ScheduleIcon sx={{ fontSize: 14 }} aria-hidden />}
          {pending ? t('app.chat.bubble.pending') : messageTime(new Date(message.timestamp))}
        </Typography>
      </Box>
      {failed && (
        <Box
          role="status"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            justifyContent: style.side === 'end' ? 'flex-end' : 'flex-start',
            maxWidth: { xs: '85%', md: '70%' },
            color: 'error.main',
            mt: 0.5,
            flexWrap: 'wrap',
          }}
        >
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="caption">
            {message.error
              ? t('app.chat.bubble.failedWithReason', { reason: message.error })
              : t('app.chat.bubble.failed')}
          </Typography>
          {resent && <Typography variant="caption">· {t('app.chat.bubble.resent')}</Typography>}
          {canRetry && (
            <Button size="small" color="error" onClick={retry} disabled={retrying}>
              {t(retrying ? 'app.chat.bubble.retrying' : 'app.chat.bubble.retry')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
});
MessageBubble.displayName = 'MessageBubble';
