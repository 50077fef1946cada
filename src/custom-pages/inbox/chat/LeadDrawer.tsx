import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { LinkBase, useGetOne } from 'react-admin';
import type { LeadDetail } from '../../../../contract/lead-register';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { timeLabel } from '../../../resources/appointments/shopTime';
import { TradeInCard } from '../../../resources/trade-ins/TradeInCard';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

interface LeadDrawerProps {
  leadId: string;
  open: boolean;
  onClose: () => void;
}

/** The chat's lead at a glance: its next appointment, the car offered in trade, the financing asked for. */
export const LeadDrawer = ({ leadId, open, onClose }: LeadDrawerProps) => {
  const t = useAppTranslate();
  const { data: lead, isPending, error } = useGetOne<LeadDetail>('leads', { id: leadId }, { enabled: open });
  const visit = lead?.nextAppointment;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } }, 'aria-labelledby': 'chat-lead-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography id="chat-lead-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('app.chat.lead.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('app.chat.lead.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: 2, pb: 2 }}>
          {error ? (
            <Alert severity="error">{t('app.chat.lead.loadFailed')}</Alert>
          ) : isPending || !lead ? (
            <CircularProgress size={24} aria-label={t('app.common.loading')} />
          ) : (
            <>
              <Box component="section">
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  {t('app.chat.lead.nextAppointment')}
                </Typography>
                {visit ? (
                  <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <EventIcon fontSize="small" color="primary" aria-hidden />
                    {`${timeLabel(visit.startsAt)} · ${t(`resources.appointments.kinds.${visit.kind}`)}`}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('app.chat.lead.noAppointment')}
                  </Typography>
                )}
              </Box>
              {lead.financingInterestAt && (
                <Typography variant="body2">
                  {t('app.chat.lead.financing', {
                    date: dateTime.format(new Date(lead.financingInterestAt)),
                  })}
                </Typography>
              )}
              <Divider />
              <TradeInCard leadId={leadId} compact />
              <Button
                component={LinkBase}
                to={`/leads/${encodeURIComponent(leadId)}/show`}
                variant="outlined"
              >
                {t('app.chat.lead.openLead')}
              </Button>
            </>
          )}
        </Box>
      )}
    </Drawer>
  );
};
