import { useNotify } from 'react-admin';
import { useIsMobile } from '../../layout/useIsMobile';
import { PageHeader } from './PageHeader';
import { UserCards } from './UserCards';
import { UsersDialogs } from './UsersDialogs';
import { UsersEmpty, UsersError, UsersLoading } from './UsersStates';
import { UsersTable } from './UsersTable';
import { type DialogRoute, useDialogRoute } from './useDialogRoute';
import { useUsersAdmin } from './useUsersAdmin';

/** `/simple-users`: the organization's users and their WhatsApp instances (spec 3 §2.1). */
const SimpleUsersPage = () => {
  const admin = useUsersAdmin();
  const { dialog, open, close } = useDialogRoute();
  const notify = useNotify();
  const isMobile = useIsMobile();
  const users = admin.users ?? [];
  const canCreateInstance = users.some((user) => user.instances.length === 0);

  const openDialog = (route: DialogRoute) => {
    if (route.kind === 'new-instance' && admin.isCreatingInstance) {
      notify('resources.instances.notifications.creationInProgress', { type: 'warning' });
      return;
    }
    open(route);
  };

  const UsersView = isMobile ? UserCards : UsersTable;
  const content = admin.isPending ? (
    <UsersLoading />
  ) : admin.error ? (
    <UsersError message={admin.error.message} onRetry={() => void admin.refetch()} />
  ) : users.length === 0 ? (
    <UsersEmpty onCreate={() => openDialog({ kind: 'new-user' })} />
  ) : (
    <UsersView users={users} onOpen={openDialog} />
  );

  return (
    <>
      <PageHeader
        canCreateInstance={canCreateInstance}
        onNewUser={() => openDialog({ kind: 'new-user' })}
        onNewInstance={() => openDialog({ kind: 'new-instance' })}
      />
      {content}
      <UsersDialogs dialog={dialog} users={users} admin={admin} onClose={close} />
    </>
  );
};

export default SimpleUsersPage;
