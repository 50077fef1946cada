import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { plainWhatsAppText } from '../../ui/whatsapp-text';
import { formatMessageTime } from './formatTime';
import { LoadError, Loading } from './SimulatorNotices';
import { useSimulatorChats } from './simulatorQueries';

interface ContactsPanelProps {
  instanceId: string;
  selectedNumber: string;
  onSelect: (contact: { number: string; name: string }) => void;
}

/** The customers that talked to the instance; picking one shows its chat on the phone. */
export const ContactsPanel = ({ instanceId, selectedNumber, onSelect }: ContactsPanelProps) => {
  const t = useAppTranslate();
  const chats = useSimulatorChats(instanceId);
  const rows = chats.data ?? [];
  const content = chats.isPending ? (
    <Loading label="app.simulator.chats.loading" />
  ) : chats.error ? (
    <LoadError
      title="app.simulator.chats.loadError"
      error={chats.error}
      onRetry={() => void chats.refetch()}
    />
  ) : rows.length === 0 ? (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
      {t('app.simulator.chats.empty')}
    </Typography>
  ) : (
    <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {rows.map((chat) => (
        <ListItemButton
          key={chat.contactNumber}
          selected={chat.contactNumber === selectedNumber}
          onClick={() =>
            onSelect({
              number: chat.contactNumber,
              name: chat.contactName || t('app.simulator.contact.defaultName'),
            })
          }
        >
          <ListItemText
            primary={chat.contactName || formatPhoneBR(chat.contactNumber)}
            secondary={plainWhatsAppText(chat.lastMessage ?? '') || formatPhoneBR(chat.contactNumber)}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          {chat.lastMessageAt && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
              {formatMessageTime(chat.lastMessageAt)}
            </Typography>
          )}
        </ListItemButton>
      ))}
    </List>
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {t('app.simulator.chats.title')}
      </Typography>
      {content}
    </Paper>
  );
};
