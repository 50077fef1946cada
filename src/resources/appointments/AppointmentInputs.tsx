import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '../../../contract/agenda';
import { DEFAULT_AGENDA_TIME_ZONE } from '../../../contract/agenda-settings';
import { fromWallInput, toWallInput } from './shopTime';
import { useAgendaSettings } from './useAgendaSettings';

const R = 'resources.appointments';

/** The date and time on the shop's clock (the settings' time zone), whatever the browser's zone. */
const StartsAtInput = () => {
  const { data } = useAgendaSettings();
  const timeZone = data?.timezone ?? DEFAULT_AGENDA_TIME_ZONE;
  return (
    <TextInput
      source="startsAt"
      type="datetime-local"
      validate={required()}
      format={toWallInput}
      parse={(wall: string) => fromWallInput(wall, timeZone)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** The fields of a visit, shared by create and edit; the lead is chosen only when booking. */
export const AppointmentInputs = ({ editing = false }: { editing?: boolean }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'admin' || permissions === 'super_admin';
  return (
    <>
      {!editing && (
        <ReferenceInput source="leadId" reference="leads" sort={{ field: 'lastMessageAt', order: 'DESC' }}>
          <AutocompleteInput validate={required()} label={`${R}.fields.leadId`} />
        </ReferenceInput>
      )}
      <SelectInput
        source="kind"
        validate={required()}
        choices={APPOINTMENT_KINDS.map((id) => ({ id, name: translate(`${R}.kinds.${id}`) }))}
      />
      <StartsAtInput />
      <NumberInput source="durationMinutes" min={15} max={480} step={15} />
      <ReferenceInput source="vehicleId" reference="estoque" sort={{ field: 'updatedAt', order: 'DESC' }}>
        <AutocompleteInput label={`${R}.fields.vehicleId`} />
      </ReferenceInput>
      {admin && (
        <ReferenceInput source="sellerId" reference="users" sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" label={`${R}.fields.sellerId`} />
        </ReferenceInput>
      )}
      {editing && (
        <SelectInput
          source="status"
          choices={APPOINTMENT_STATUSES.map((id) => ({ id, name: translate(`${R}.statuses.${id}`) }))}
        />
      )}
      <TextInput source="notes" multiline minRows={2} />
    </>
  );
};
