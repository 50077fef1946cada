import { TextInput } from 'react-admin';

/**
 * Name, phone and the optional notification phone and name: the instance's own fields, shared by
 * the users screen's dialog and the edit page.
 */
export const InstanceInputs = () => (
  <>
    <TextInput source="name" label="resources.instances.fields.name" />
    <TextInput
      source="phone"
      label="resources.instances.fields.phone"
      type="tel"
      helperText="app.simpleUsers.instanceDialog.phoneHint"
    />
    <TextInput
      source="notificationPhone"
      label="resources.instances.fields.notificationPhone"
      type="tel"
      helperText="app.simpleUsers.instanceDialog.notificationPhoneHint"
    />
    <TextInput source="notificationName" label="resources.instances.fields.notificationName" />
  </>
);
