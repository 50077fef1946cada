import { Box, CircularProgress, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useMediaSource } from '../../ui/useMediaSource';

const THUMB = { width: 96, height: 72 } as const;

/** One of the customer's photos of the car, from the chat message that carried it. */
export const TradeInPhoto = ({ messageId, n }: { messageId: string; n: number }) => {
  const t = useAppTranslate();
  const { src, failed } = useMediaSource(`/api/messages/${encodeURIComponent(messageId)}/media`);
  return (
    <Box
      sx={{
        ...THUMB,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {failed ? (
        <Typography variant="caption" sx={{ p: 0.5, textAlign: 'center' }}>
          {t('app.tradeIn.photoFailed')}
        </Typography>
      ) : src ? (
        <Box component="a" href={src} target="_blank" rel="noopener" sx={{ display: 'block', ...THUMB }}>
          <Box
            component="img"
            src={src}
            alt={t('app.tradeIn.photo', { n })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ) : (
        <CircularProgress size={20} aria-label={t('app.common.loading')} />
      )}
    </Box>
  );
};
