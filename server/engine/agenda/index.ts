/**
 * The agenda's one entry (docs/design.md §2): visits booked and moved through one set of rules by
 * staff and the AI, their reminders and the no-show message as jobs.
 */
export { AI_STAYS_ON_UNTIL_VISIT, visitKeepsAi } from './ai-until-visit';
export {
  type AgendaFailure,
  type AgendaOutcome,
  type AppointmentChanges,
  type BookingInput,
  bookAppointment,
  changeAppointment,
  OFFERED_SLOTS,
} from './book';
export { nearestFreeSlots } from './free-slots';
export { registerAgendaJobs } from './register';
export { scheduleReminders } from './reminders';
export {
  type AppointmentContext,
  type AppointmentRow,
  findAppointmentContext,
  findVehicleLabel,
  upcomingOfLead,
  vehicleLabelSql,
} from './repository';
export { agendaSettingsOf, loadAgendaSettings, saveAgendaSettings } from './settings';
export { visitLine } from './texts';
