import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Link, Typography } from '@mui/material';
import type { TimelineItem } from '../../../contract/simulator';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { WhatsAppText } from '../../ui/whatsapp-text';
import { formatMessageTime } from './formatTime';

const Media = ({ media }: { media: NonNullable<TimelineItem['media']> }) => {
  const t = useAppTranslate();
  if (!media.src) return null;
  if (media.kind === 'image' || media.kind === 'sticker') {
    return (
      <Box
        component="img"
        src={media.src}
        alt={media.fileName ?? t('app.simulator.timeline.imageAlt')}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 0.5 }}
      />
    );
  }
  if (media.kind === 'audio' || media.kind === 'ptt') {
    return (
      <Box component="audio" controls src={media.src} sx={{ display: 'block', maxWidth: '100%', mb: 0.5 }} />
    );
  }
  return (
    <Link href={media.src} download={media.fileName ?? undefined} sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
      <DescriptionIcon fontSize="small" aria-hidden />
      {media.fileName ?? t('app.simulator.timeline.document')}
    </Link>
  );
};

/**
 * One message on the customer's phone: what the customer sent on the right, the business's
 * answers on the left.
 */
export const MessageBubble = ({ item }: { item: TimelineItem }) => {
  const t = useAppTranslate();
  const mine = item.from === 'customer';
  return (
    <Box
      component="li"
      aria-label={t(mine ? 'app.simulator.timeline.fromCustomer' : 'app.simulator.timeline.fromBusiness')}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          boxShadow: 1,
        }}
      >
        {item.media && <Media media={item.media} />}
        {item.text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <WhatsAppText text={item.text} />
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', opacity: 0.75 }}>
          {formatMessageTime(item.at)}
        </Typography>
      </Box>
    </Box>
  );
};
