import { Edit, ReferenceField, SaveButton, SimpleForm, TextField, Toolbar } from 'react-admin';
import { FirstContactTemplateInput } from './FirstContactTemplateInput';

const R = 'resources.lead-sources';

/**
 * A source's first-contact template (issue 25), the one thing that changes after creation: an
 * official number can only start with an approved template, which may be approved after the source
 * was made. The name and number stay as the reports and the intake URL know them.
 */
export const LeadSourceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextField source="name" label={`${R}.fields.name`} />
      <ReferenceField source="instanceId" reference="instances" label={`${R}.fields.instanceId`} />
      <FirstContactTemplateInput />
    </SimpleForm>
  </Edit>
);
