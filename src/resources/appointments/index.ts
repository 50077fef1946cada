import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';
import type { Appointment } from '../../../contract/agenda';

/** Test drives, visits and evaluations (`/api/appointments`); the `/agenda` page shows them by day and week. */
export const appointments = {
  list: lazy(() => import('./AppointmentList').then((module) => ({ default: module.AppointmentList }))),
  edit: lazy(() => import('./AppointmentEdit').then((module) => ({ default: module.AppointmentEdit }))),
  create: lazy(() => import('./AppointmentEdit').then((module) => ({ default: module.AppointmentCreate }))),
  icon: EventIcon,
  recordRepresentation: (visit: Appointment) =>
    `${visit.contactName} ${visit.startsAt.slice(0, 16).replace('T', ' ')}`,
};
