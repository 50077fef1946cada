import { Box, Paper, TextField, Typography } from '@mui/material';
import { onlyDigits } from '../../../contract/digits';
import type { SimulatorMedia, SimulatorMessageBody } from '../../../contract/simulator';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useToast } from '../../ui/useToast';
import { Composer } from './Composer';
import { Timeline } from './Timeline';

export interface SimulatedContact {
  number: string;
  name: string;
}

interface PhonePanelProps {
  instanceId: string;
  contact: SimulatedContact;
  onContactChange: (contact: SimulatedContact) => void;
  onSend: (instanceId: string, body: SimulatorMessageBody) => Promise<boolean>;
}

/** The customer's phone: who is writing, the chat, and the message box. */
export const PhonePanel = ({ instanceId, contact, onContactChange, onSend }: PhonePanelProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const number = onlyDigits(contact.number);

  const send = async ({ text, media }: { text: string; media?: SimulatorMedia }) => {
    if (number.length < 10 || number.length > 15) {
      toast({ title: 'app.simulator.contact.numberInvalid', type: 'warning' });
      return false;
    }
    const contactName = contact.name.trim();
    if (contactName === '') {
      toast({ title: 'app.simulator.contact.nameRequired', type: 'warning' });
      return false;
    }
    const body: SimulatorMessageBody = media
      ? {
          contactNumber: number,
          contactName,
          media: text.trim() ? { ...media, caption: text.trim() } : media,
        }
      : { contactNumber: number, contactName, text: text.trim() };
    return onSend(instanceId, body);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('app.simulator.timeline.label')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: '75vh', md: '70vh' },
        minHeight: 420,
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ width: '100%' }}>
          {t('app.simulator.timeline.label')}
        </Typography>
        <TextField
          size="small"
          type="tel"
          label={t('app.simulator.contact.number')}
          value={contact.number}
          onChange={(event) => onContactChange({ ...contact, number: event.target.value })}
          sx={{ flex: '1 1 10rem', minWidth: 0 }}
        />
        <TextField
          size="small"
          label={t('app.simulator.contact.name')}
          value={contact.name}
          onChange={(event) => onContactChange({ ...contact, name: event.target.value })}
          sx={{ flex: '1 1 10rem', minWidth: 0 }}
        />
      </Box>
      <Timeline instanceId={instanceId} contactNumber={number} />
      <Composer onSend={send} />
    </Paper>
  );
};
