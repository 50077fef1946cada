import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventIcon from '@mui/icons-material/Event';
import { Box, Chip, Typography } from '@mui/material';
import type { Lead } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { timeLabel } from '../../../resources/appointments/shopTime';
import { shortDate } from '../rules/card';

/**
 * The lead's next step on the card (issue 24): its next appointment on the shop's clock
 * ("sáb 06/12 10:00 · Test drive"), and chips when a trade-in was offered or financing was asked for.
 */
export const LeadAgendaChips = ({ lead }: { lead: Lead }) => {
  const t = useAppTranslate();
  const visit = lead.nextAppointment;
  if (!visit && !lead.hasTradeIn && !lead.financingInterestAt) return null;
  const when = visit && `${timeLabel(visit.startsAt)} · ${t(`resources.appointments.kinds.${visit.kind}`)}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {when && (
        <Typography
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          aria-label={t('app.kanban.card.nextAppointment', { when })}
        >
          <EventIcon sx={{ fontSize: 16 }} color="primary" aria-hidden />
          {when}
        </Typography>
      )}
      {(lead.hasTradeIn || lead.financingInterestAt) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {lead.hasTradeIn && (
            <Chip
              size="small"
              variant="outlined"
              icon={<DirectionsCarIcon />}
              label={t('app.kanban.card.tradeIn')}
              title={t('app.kanban.card.tradeInHint')}
            />
          )}
          {lead.financingInterestAt && (
            <Chip
              size="small"
              variant="outlined"
              color="secondary"
              icon={<AccountBalanceIcon />}
              label={t('app.kanban.card.financing')}
              title={t('app.kanban.card.financingHint', { date: shortDate(lead.financingInterestAt) })}
            />
          )}
        </Box>
      )}
    </Box>
  );
};
