import { Box, Divider, Stack, Typography } from '@mui/material';
import { fillTemplate } from '../../contract/message-templates';

export interface TemplateBubbleProps {
  header?: string | null;
  body: string;
  footer?: string | null;
  buttons?: readonly string[];
  /** The values of `{{1}}`, `{{2}}`…; a variable without one stays as typed. */
  values?: readonly string[];
  label?: string;
}

/**
 * A template as the customer's phone shows it: an outgoing bubble with the header in bold, the body
 * with its variables filled, the footer in grey and the quick-reply buttons under it. Every part is
 * rendered as text.
 */
export const TemplateBubble = ({
  header,
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
    {header ? (
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
