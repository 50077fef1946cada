import { RadioButtonGroupInput, TextInput } from 'react-admin';
import type { Role } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const ASSIGNABLE_ROLES = ['vendedor', 'admin'] as const;

interface UserInputsProps {
  /** Editing: a blank password keeps the current one. */
  editing: boolean;
  /** The edited user's role: the owner's (`super_admin`) is shown but never changed here. */
  role?: Role;
}

/** A user's fields (spec 3 §2.1): name, e-mail, password, role; the dialog and the pages share them. */
export const UserInputs = ({ editing, role }: UserInputsProps) => {
  const t = useAppTranslate();
  const superAdmin = role === 'super_admin';
  const roles = superAdmin ? (['super_admin'] as const) : ASSIGNABLE_ROLES;
  return (
    <>
      <TextInput source="name" label="resources.users.fields.name" autoComplete="name" autoFocus />
      <TextInput source="email" label="resources.users.fields.email" type="email" autoComplete="email" />
      <TextInput
        source="password"
        type="password"
        label="resources.users.fields.password"
        autoComplete="new-password"
        helperText={editing ? 'app.simpleUsers.userDialog.passwordKeepHint' : false}
      />
      <RadioButtonGroupInput
        source="role"
        label="resources.users.fields.role"
        choices={roles.map((choice) => ({ id: choice, name: t(`app.simpleUsers.roles.${choice}`) }))}
        disabled={superAdmin}
        translateChoice={false}
        row
      />
    </>
  );
};
