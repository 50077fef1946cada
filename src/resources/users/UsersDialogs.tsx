import type { UserWithInstances } from '../../../contract';
import { InstanceDialog } from '../instances/InstanceDialog';
import { DeleteInstanceDialog, DeleteUserDialog } from './DeleteDialogs';
import { UserDialog } from './UserDialog';
import type { DialogRoute } from './useDialogRoute';
import type { UsersAdmin } from './useUsersAdmin';

interface UsersDialogsProps {
  dialog: DialogRoute | null;
  users: readonly UserWithInstances[];
  admin: UsersAdmin;
  onClose: () => void;
}

const findInstance = (users: readonly UserWithInstances[], id: string) =>
  users.flatMap((user) => user.instances).find((instance) => instance.id === id);

/** The dialog the URL names, once the record it points to is loaded. */
export const UsersDialogs = ({ dialog, users, admin, onClose }: UsersDialogsProps) => {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new-user':
      return <UserDialog onCreate={admin.createUser} onUpdate={admin.updateUser} onClose={onClose} />;
    case 'new-instance':
      return (
        <InstanceDialog
          users={users}
          userId={dialog.userId}
          onCreate={admin.createInstance}
          onUpdate={admin.updateInstance}
          onClose={onClose}
        />
      );
    case 'edit-user':
    case 'delete-user': {
      const user = users.find((candidate) => candidate.id === dialog.id);
      if (!user) return null;
      return dialog.kind === 'edit-user' ? (
        <UserDialog
          key={user.id}
          user={user}
          onCreate={admin.createUser}
          onUpdate={admin.updateUser}
          onClose={onClose}
        />
      ) : (
        <DeleteUserDialog user={user} onDelete={admin.deleteUser} onClose={onClose} />
      );
    }
    case 'edit-instance':
    case 'delete-instance': {
      const instance = findInstance(users, dialog.id);
      if (!instance) return null;
      return dialog.kind === 'edit-instance' ? (
        <InstanceDialog
          key={instance.id}
          users={users}
          instance={instance}
          onCreate={admin.createInstance}
          onUpdate={admin.updateInstance}
          onClose={onClose}
        />
      ) : (
        <DeleteInstanceDialog instance={instance} onDelete={admin.deleteInstance} onClose={onClose} />
      );
    }
  }
};
