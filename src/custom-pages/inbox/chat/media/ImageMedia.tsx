import { Box, CircularProgress, Typography } from '@mui/material';
import type { Message } from '../../../../../contract/inbox';
import { useAppTranslate } from '../../../../i18n/useAppTranslate';
import { useMediaSource } from '../../../../ui/useMediaSource';

/** Fixed box: the bubble keeps its height while the picture loads, so the list does not jump. */
const IMAGE_BOX = { width: 240, maxWidth: '100%', height: 180 } as const;

export const ImageMedia = ({ message }: { message: Message }) => {
  const t = useAppTranslate();
  const { src, failed } = useMediaSource(message.mediaUrl, message.mediaMimetype ?? undefined);
  if (failed) {
    return (
      <Typography variant="caption" role="status">
        {t('app.chat.media.failed')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        ...IMAGE_BOX,
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
      }}
    >
      {src ? (
        <Box component="a" href={src} target="_blank" rel="noopener" sx={{ display: 'block', ...IMAGE_BOX }}>
          <Box
            component="img"
            src={src}
            alt={message.mediaFilename ?? t('app.chat.media.image')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ) : (
        <CircularProgress size={24} aria-label={t('app.chat.media.loading')} />
      )}
    </Box>
  );
};
