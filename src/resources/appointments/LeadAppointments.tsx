import {
  Alert,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { Appointment, AppointmentStatus } from '../../../contract/agenda';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { timeLabel } from './shopTime';

const R = 'resources.appointments';
const LEAD_APPOINTMENTS_SHOWN = 20;

const STATUS_COLOR: Record<AppointmentStatus, 'default' | 'primary' | 'success' | 'error' | 'info'> = {
  scheduled: 'info',
  confirmed: 'primary',
  done: 'success',
  no_show: 'error',
  cancelled: 'default',
};

/** A lead's test drives, visits and evaluations, newest first, each with its status and who booked it. */
export const LeadAppointments = ({ leadId }: { leadId: string }) => {
  const t = useAppTranslate();
  const { data, isPending, error } = useGetList<Appointment>('appointments', {
    filter: { leadId },
    pagination: { page: 1, perPage: LEAD_APPOINTMENTS_SHOWN },
    sort: { field: 'startsAt', order: 'DESC' },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="lead-appointments-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="lead-appointments-title" gutterBottom>
          {t('app.agenda.ofLead.title')}
        </Typography>
        {error ? (
          <Alert severity="error">{t('app.agenda.ofLead.loadFailed')}</Alert>
        ) : data && data.length > 0 ? (
          <List dense disablePadding>
            {data.map((visit) => (
              <ListItem key={visit.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${timeLabel(visit.startsAt)} · ${t(`${R}.kinds.${visit.kind}`)}`}
                  secondary={[visit.vehicleLabel, visit.sellerName].filter(Boolean).join(' · ') || undefined}
                  sx={{ minWidth: 0, flex: '1 1 180px' }}
                />
                <Stack direction="row" spacing={0.5}>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[visit.status]}
                    label={t(`${R}.statuses.${visit.status}`)}
                  />
                  <Chip size="small" variant="outlined" label={t(`${R}.sources.${visit.source}`)} />
                </Stack>
              </ListItem>
            ))}
          </List>
        ) : (
          !isPending && <Typography color="text.secondary">{t('app.agenda.ofLead.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
