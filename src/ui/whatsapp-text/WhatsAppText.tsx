import Box from '@mui/material/Box';
import { type ReactNode, useMemo } from 'react';
import { parseWhatsAppText, type WhatsAppToken } from './parse';

const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function render(tokens: WhatsAppToken[]): ReactNode[] {
  return tokens.map((token, index) => {
    // The tokens of one text never reorder, so their position is a stable key.
    const key = index;
    switch (token.kind) {
      case 'text':
        return token.text;
      case 'bold':
        return <strong key={key}>{render(token.children)}</strong>;
      case 'italic':
        return <em key={key}>{render(token.children)}</em>;
      case 'strike':
        return <s key={key}>{render(token.children)}</s>;
      case 'mono':
        return (
          <Box key={key} component="code" sx={{ fontFamily: MONO_FONT, whiteSpace: 'pre-wrap' }}>
            {token.text}
          </Box>
        );
      default:
        return (
          <Box
            key={key}
            component="code"
            sx={{ fontFamily: MONO_FONT, px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}
          >
            {token.text}
          </Box>
        );
    }
  });
}

/**
 * A message's text with WhatsApp's formatting, built as React elements from the text: whatever a
 * customer typed, markup included, shows as the characters they typed.
 */
export const WhatsAppText = ({ text }: { text: string }) => {
  const nodes = useMemo(() => render(parseWhatsAppText(text)), [text]);
  return <>{nodes}</>;
};
