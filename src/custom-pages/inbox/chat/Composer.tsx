import SendIcon from '@mui/icons-material/Send';
import { Box, CircularProgress, IconButton, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../contract/inbox-limits';
import { useAppTranslate } from '../../../i18n/useAppTranslate';

interface ComposerProps {
  sending: boolean;
  onSend: (text: string) => void;
}

const MAX_ROWS = 5;

/** The footer input (spec 2 §2.4): Enter or the button sends, Shift+Enter starts a new line. */
export const Composer = ({ sending, onSend }: ComposerProps) => {
  const t = useAppTranslate();
  const [text, setText] = useState('');
  // Spec 2 §4: blocked while a send runs or while the text is blank.
  const canSend = !sending && text.trim() !== '';

  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        p: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('app.chat.composer.placeholder')}
        multiline
        maxRows={MAX_ROWS}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { maxLength: MESSAGE_MAX_LENGTH, 'aria-label': t('app.chat.composer.placeholder') },
        }}
      />
      <IconButton type="submit" color="primary" disabled={!canSend} aria-label={t('app.chat.composer.send')}>
        {sending ? <CircularProgress size={22} /> : <SendIcon />}
      </IconButton>
    </Box>
  );
};
