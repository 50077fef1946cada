import { Create, DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Appointment } from '../../../contract/agenda';
import { AppointmentInputs } from './AppointmentInputs';

/** What the server accepts of a visit: never its joined names, source or timestamps. */
const toUpdate = (visit: Partial<Appointment>) => ({
  kind: visit.kind,
  startsAt: visit.startsAt,
  durationMinutes: visit.durationMinutes ?? undefined,
  vehicleId: visit.vehicleId ?? null,
  sellerId: visit.sellerId,
  status: visit.status,
  notes: visit.notes ?? '',
});

const toCreate = (visit: Partial<Appointment>) => ({
  ...toUpdate(visit),
  leadId: visit.leadId,
  status: undefined,
});

/** DELETE cancels a visit (it stays on record): the button says so, and asks first. */
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton
      label="app.agenda.actions.cancel"
      confirmTitle="app.agenda.actions.cancel"
      confirmContent="app.agenda.cancelConfirm"
      mutationMode="pessimistic"
      redirect="list"
    />
  </Toolbar>
);

/** Edit moves the visit (a new time goes through the shop's rules again), changes its seller or status. */
export const AppointmentEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUpdate} redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <AppointmentInputs editing />
    </SimpleForm>
  </Edit>
);

export const AppointmentCreate = () => (
  <Create transform={toCreate} redirect="list">
    <SimpleForm defaultValues={{ kind: 'test_drive', notes: '' }}>
      <AppointmentInputs />
    </SimpleForm>
  </Create>
);
