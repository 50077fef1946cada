import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { LinkBase, useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { APPOINTMENT_STATUSES, type Appointment } from '../../../contract/agenda';
import { DEFAULT_AGENDA_TIME_ZONE } from '../../../contract/agenda-settings';
import { nextDate, wallClock } from '../../../contract/zoned-time';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AppointmentList } from '../../resources/appointments/AppointmentList';
import { dayLabel, shopMidnight } from '../../resources/appointments/shopTime';
import { useAgendaSettings } from '../../resources/appointments/useAgendaSettings';
import { AgendaColumns } from './AgendaColumns';
import { groupByDay, groupBySeller, weekOf } from './agendaGrouping';

type View = 'day' | 'week' | 'list';
const VIEWS: readonly View[] = ['day', 'week', 'list'];
const viewOf = (text: string | null): View => VIEWS.find((view) => view === text) ?? 'day';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
/** Cancelled visits free their place: the boards show the ones that still happen or happened. */
const SHOWN_STATUSES = APPOINTMENT_STATUSES.filter((status) => status !== 'cancelled');

/** The visits of `[first, last]` (shop dates), all on one request: a week of a shop fits in one page. */
function useVisits(first: string, last: string, timeZone: string) {
  return useGetList<Appointment>(
    'appointments',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: {
        from: shopMidnight(first, timeZone),
        to: shopMidnight(nextDate(last), timeZone),
        status: SHOWN_STATUSES,
      },
    },
    // One retry, as the app's lists do (spec 2 §9), then the error with its button.
    { retry: 1, refetchOnWindowFocus: false },
  );
}

const Board = ({ view, anchor, timeZone }: { view: 'day' | 'week'; anchor: string; timeZone: string }) => {
  const t = useAppTranslate();
  const dates = view === 'week' ? weekOf(anchor) : [anchor];
  const first = dates[0] ?? anchor;
  const last = dates[dates.length - 1] ?? anchor;
  const { data, isPending, error, refetch } = useVisits(first, last, timeZone);
  if (isPending) return <CircularProgress aria-label={t('app.common.loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {t('app.agenda.retry')}
          </Button>
        }
      >
        {t('app.agenda.loadFailed')}
      </Alert>
    );
  }
  const visits = data ?? [];
  const empty = <Typography color="text.secondary">{t('app.agenda.empty')}</Typography>;
  if (view === 'week') {
    return (
      <AgendaColumns
        columns={groupByDay(visits, dates)}
        titleOf={(column) => dayLabel(column.key)}
        showSeller
        empty={empty}
      />
    );
  }
  return (
    <AgendaColumns
      columns={groupBySeller(visits)}
      titleOf={(column) => column.title ?? t('app.agenda.noSeller')}
      showSeller={false}
      empty={empty}
    />
  );
};

/** `/agenda`: the shop's visits by day (a column per seller), by week (a column per day) or as a list. */
const AgendaPage = () => {
  const t = useAppTranslate();
  const settings = useAgendaSettings();
  const timeZone = settings.data?.timezone ?? DEFAULT_AGENDA_TIME_ZONE;
  const today = wallClock(new Date(), timeZone).date;
  // The view and the day live in the address, so a link (or a reload) opens the same board.
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const picked = params.get('date');
  const anchor = picked && DATE.test(picked) ? picked : today;
  const setView = (next: View) =>
    setParams((current) => withParam(current, 'view', next === 'day' ? null : next));
  const setPicked = (date: string | null) => setParams((current) => withParam(current, 'date', date));
  const step = view === 'week' ? 7 : 1;
  const period =
    view === 'week'
      ? `${dayLabel(weekOf(anchor)[0] ?? anchor)} – ${dayLabel(weekOf(anchor)[6] ?? anchor)}`
      : dayLabel(anchor);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('app.agenda.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: View | null) => next && setView(next)}
        >
          <ToggleButton value="day">{t('app.agenda.views.day')}</ToggleButton>
          <ToggleButton value="week">{t('app.agenda.views.week')}</ToggleButton>
          <ToggleButton value="list">{t('app.agenda.views.list')}</ToggleButton>
        </ToggleButtonGroup>
        <Button component={LinkBase} to="/appointments/create" variant="contained" startIcon={<AddIcon />}>
          {t('app.agenda.newAppointment')}
        </Button>
      </Stack>
      {view === 'list' ? (
        <AppointmentList resource="appointments" />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <IconButton
              aria-label={t('app.agenda.previous')}
              onClick={() => setPicked(nextDate(anchor, -step))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Button size="small" onClick={() => setPicked(null)}>
              {t('app.agenda.today')}
            </Button>
            <IconButton aria-label={t('app.agenda.next')} onClick={() => setPicked(nextDate(anchor, step))}>
              <ChevronRightIcon />
            </IconButton>
            <Typography variant="subtitle1" component="h2">
              {period}
            </Typography>
          </Stack>
          <Board view={view} anchor={anchor} timeZone={timeZone} />
        </>
      )}
    </Box>
  );
};

export default AgendaPage;
