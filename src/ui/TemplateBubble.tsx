import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { HeaderMediaKind } from '../../contract/message-templates';
import { fillTemplate } from '../../contract/template-text';
import { useAppTranslate } from '../i18n/useAppTranslate';

/** A picture or document header: the picture itself when it is at hand, else its place. */
export interface TemplateBubbleMedia {
  kind: HeaderMediaKind;
  fileName?: string | null;
  /** The picture to show (a data URL of the chosen sample). */
  src?: string | null;
}

/** The header's file as the phone shows it: the picture on top, or a document chip with its name. */
const MediaHeader = ({ media }: { media: TemplateBubbleMedia }) => {
  const t = useAppTranslate();
  if (media.kind === 'document')
    return (
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        aria-label={t('app.templates.headerDocument')}
        sx={{ bgcolor: 'rgba(0,0,0,0.05)', borderRadius: 1.5, p: 1, mb: 0.75, minWidth: 0 }}
      >
        <PictureAsPdfOutlined sx={{ color: '#e53935' }} />
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {media.fileName || 'PDF'}
        </Typography>
      </Stack>
    );
  if (media.src)
    return (
      <Box
        component="img"
        src={media.src}
        alt={t('app.templates.headerImage')}
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: 200,
          objectFit: 'cover',
          borderRadius: 1.5,
          mb: 0.75,
        }}
      />
    );
  return (
    <Box
      role="img"
      aria-label={t('app.templates.headerImage')}
      sx={{
        display: 'grid',
        placeItems: 'center',
        height: 120,
        bgcolor: 'rgba(0,0,0,0.08)',
        borderRadius: 1.5,
        mb: 0.75,
      }}
    >
      <ImageOutlined sx={{ color: '#667781', fontSize: 40 }} />
    </Box>
  );
};

export interface TemplateBubbleProps {
  header?: string | null;
  /** A picture or document header, shown instead of a text one. */
  media?: TemplateBubbleMedia | null;
  body: string;
  footer?: string | null;
  buttons?: readonly string[];
  /** The values of `{{1}}`, `{{2}}`…; a variable without one stays as typed. */
  values?: readonly string[];
  label?: string;
}

/**
 * A template as the customer's phone shows it: an outgoing bubble with the header in bold (or its
 * picture, or its document's chip), the body
 * with its variables filled, the footer in grey and the quick-reply buttons under it. Every part is
 * rendered as text.
 */
export const TemplateBubble = ({
  header,
  media,
  body,
  footer,
  buttons = [],
  values = [],
  label,
}: TemplateBubbleProps) => (
  <Box
    role="figure"
    aria-label={label}
    sx={{ bgcolor: '#e7ffdb', color: '#111b21', borderRadius: 2, p: 1.25, maxWidth: 340, boxShadow: 1 }}
  >
    {media ? <MediaHeader media={media} /> : null}
    {!media && header ? (
      <Typography sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
        {fillTemplate(header, values)}
      </Typography>
    ) : null}
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {fillTemplate(body, values)}
    </Typography>
    {footer ? (
      <Typography variant="caption" sx={{ color: '#667781', display: 'block', mt: 0.5 }}>
        {footer}
      </Typography>
    ) : null}
    {buttons.filter(Boolean).length > 0 ? (
      <Stack divider={<Divider flexItem />} sx={{ mt: 1, borderTop: 1, borderColor: 'rgba(0,0,0,0.1)' }}>
        {buttons.filter(Boolean).map((text, index) => (
          <Typography
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons are positional and may repeat
            key={index}
            sx={{ color: '#027eb5', textAlign: 'center', py: 0.75, fontWeight: 500 }}
          >
            {text}
          </Typography>
        ))}
      </Stack>
    ) : null}
  </Box>
);
