import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../contract/inbox-limits';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useConversationNotes } from './useConversationNotes';

const noteDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

interface NotesDrawerProps {
  conversationId: string;
  open: boolean;
  onClose: () => void;
}

/** Staff-only notes on the conversation: stored on the server, never sent to the customer. */
export const NotesDrawer = ({ conversationId, open, onClose }: NotesDrawerProps) => {
  const t = useAppTranslate();
  const { query, notes, add, adding } = useConversationNotes(conversationId, open);
  const [text, setText] = useState('');

  const submit = async () => {
    if (text.trim() === '' || adding) return;
    if (await add(text.trim())) setText('');
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } }, 'aria-labelledby': 'chat-notes-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <LockIcon fontSize="small" aria-hidden />
        <Typography id="chat-notes-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('app.chat.notes.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('app.chat.notes.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Alert severity="info" icon={false} sx={{ mx: 2 }}>
        {t('app.chat.notes.internalHint')}
      </Alert>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}
      >
        <TextField
          label={t('app.chat.notes.label')}
          placeholder={t('app.chat.notes.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          maxRows={6}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={adding || text.trim() === ''}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t(adding ? 'app.chat.notes.adding' : 'app.chat.notes.add')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
        {query.isPending && <Typography color="text.secondary">{t('app.chat.notes.loading')}</Typography>}
        {query.isError && <Alert severity="error">{t('app.chat.notes.loadFailed')}</Alert>}
        {query.isSuccess && notes.length === 0 && (
          <Typography color="text.secondary">{t('app.chat.notes.empty')}</Typography>
        )}
        <List disablePadding aria-label={t('app.chat.notes.title')}>
          {notes.map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              divider
              sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('app.chat.notes.byline', {
                  author: note.authorName,
                  date: noteDate.format(new Date(note.createdAt)),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
        {query.hasNextPage && (
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} fullWidth>
            {query.isFetchingNextPage ? <CircularProgress size={18} /> : t('app.chat.notes.more')}
          </Button>
        )}
      </Box>
    </Drawer>
  );
};
