import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import SendIcon from '@mui/icons-material/Send';
import { Box, Chip, CircularProgress, IconButton, TextField, Tooltip } from '@mui/material';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import type { SimulatorMedia } from '../../../contract/simulator';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useToast } from '../../ui/useToast';
import { type MediaProblem, readMedia } from './readMedia';

const PROBLEMS: Record<MediaProblem, MessageKey> = {
  tooLarge: 'app.simulator.composer.tooLarge',
  unsupported: 'app.simulator.composer.unsupported',
  readFailed: 'app.simulator.composer.readFailed',
};

interface ComposerProps {
  /** Resolves true once the message was accepted, which clears the composer. */
  onSend: (message: { text: string; media?: SimulatorMedia }) => Promise<boolean>;
}

/** The customer's message box: Enter sends, Shift+Enter breaks the line; an image or audio may go along. */
export const Composer = ({ onSend }: ComposerProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<SimulatorMedia>();
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !sending && (text.trim() !== '' || media !== undefined);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    const sent = await onSend({ text, media });
    setSending(false);
    if (!sent) return;
    setText('');
    setMedia(undefined);
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readMedia(file);
    if (result.ok) setMedia(result.media);
    else toast({ title: PROBLEMS[result.problem], type: 'error' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
      {media && (
        <Chip
          size="small"
          label={media.fileName ?? media.mimetype}
          onDelete={() => setMedia(undefined)}
          deleteIcon={<CancelIcon aria-label={t('app.simulator.composer.removeAttachment')} />}
          sx={{ mb: 1, maxWidth: '100%' }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*,audio/*"
          hidden
          onChange={(event) => void attach(event)}
        />
        <Tooltip title={t('app.simulator.composer.attach')}>
          <IconButton
            aria-label={t('app.simulator.composer.attach')}
            onClick={() => fileInput.current?.click()}
          >
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          placeholder={t('app.simulator.composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { 'aria-label': t('app.simulator.composer.placeholder') } }}
        />
        <Tooltip title={t(sending ? 'app.simulator.composer.sending' : 'app.simulator.composer.send')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('app.simulator.composer.send')}
              disabled={!canSend}
              onClick={() => void send()}
            >
              {sending ? <CircularProgress size={20} /> : <SendIcon />}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
};
