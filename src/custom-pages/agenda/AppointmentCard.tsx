import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Card, CardContent, Chip, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useNotify, useUpdate } from 'react-admin';
import type { Appointment, AppointmentStatus } from '../../../contract/agenda';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { serverMessageOf } from '../../providers/httpError';
import { shopClock } from '../../resources/appointments/shopTime';

const R = 'resources.appointments';

const STATUS_COLOR: Record<AppointmentStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  scheduled: 'info',
  confirmed: 'success',
  done: 'default',
  no_show: 'warning',
  cancelled: 'error',
};

/** Status changes offered for each status; attendance only once the visit's time has come. */
function nextStatuses(visit: Appointment, now: Date): AppointmentStatus[] {
  if (visit.status === 'cancelled') return [];
  const started = Date.parse(visit.startsAt) <= now.getTime();
  const attendance: AppointmentStatus[] = started ? ['done', 'no_show'] : [];
  if (visit.status === 'scheduled') return ['confirmed', ...attendance, 'cancelled'];
  if (visit.status === 'confirmed') return [...attendance, 'cancelled'];
  return attendance.filter((status) => status !== visit.status);
}

const ACTION_LABEL = {
  confirmed: 'app.agenda.actions.confirm',
  done: 'app.agenda.actions.done',
  no_show: 'app.agenda.actions.noShow',
  cancelled: 'app.agenda.actions.cancel',
  scheduled: 'app.agenda.actions.confirm',
} as const;

/** One visit on the day or week view: time, customer, kind, car, status, and what staff can do with it. */
export const AppointmentCard = ({ visit, showSeller }: { visit: Appointment; showSeller: boolean }) => {
  const t = useAppTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Appointment>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = (status: AppointmentStatus) => {
    setAnchor(null);
    void update(
      'appointments',
      { id: visit.id, data: { status }, previousData: visit },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.agenda.updated', { type: 'success' }),
        // The server's pt-BR reason (a full slot, attendance before the time) says more than a generic line.
        onError: (error) => notify(serverMessageOf(error) ?? 'app.agenda.updateFailed', { type: 'error' }),
      },
    );
  };
  return (
    <Card variant="outlined" sx={{ opacity: visit.status === 'cancelled' ? 0.6 : 1 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">
              {shopClock(visit.startsAt)} · {t(`${R}.kinds.${visit.kind}`)}
            </Typography>
            <Typography variant="body2" noWrap>
              {visit.contactName || visit.contactNumber}
            </Typography>
            {visit.vehicleLabel && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {visit.vehicleLabel}
              </Typography>
            )}
            {showSeller && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {visit.sellerName ?? t('app.agenda.noSeller')}
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={STATUS_COLOR[visit.status]}
                label={t(`${R}.statuses.${visit.status}`)}
              />
              <Chip size="small" variant="outlined" label={t(`${R}.sources.${visit.source}`)} />
            </Stack>
          </Box>
          <IconButton
            size="small"
            aria-label={t('app.agenda.actions.menu')}
            disabled={isPending}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {nextStatuses(visit, new Date()).map((status) => (
            <MenuItem key={status} onClick={() => change(status)}>
              {t(ACTION_LABEL[status])}
            </MenuItem>
          ))}
          <MenuItem component={LinkBase} to={`/appointments/${visit.id}`}>
            {t('app.agenda.actions.edit')}
          </MenuItem>
          <MenuItem
            component={LinkBase}
            to={`/chat?conversation=${encodeURIComponent(visit.conversationId)}`}
          >
            {t('app.agenda.actions.openChat')}
          </MenuItem>
        </Menu>
      </CardContent>
    </Card>
  );
};
