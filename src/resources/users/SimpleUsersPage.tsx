import { useCallback } from 'react';
import { ListBase, Pagination, useCanAccess, useListContext, useNotify } from 'react-admin';
import type { UserWithInstances } from '../../../contract';
import { useIsMobile } from '../../layout/useIsMobile';
import { AccessDeniedScreen } from '../../ui/AccessRestricted';
import { PageHeader } from '../../ui/PageHeader';
import { UserCards } from './UserCards';
import { UsersDialogs } from './UsersDialogs';
import { UsersGrid } from './UsersGrid';
import { UsersEmpty, UsersError, UsersLoading } from './UsersStates';
import { type DialogRoute, useDialogRoute } from './useDialogRoute';
import { QUERY_OPTIONS, useUsersAdmin } from './useUsersAdmin';

/**
 * `/simple-users`: the organization's users and their WhatsApp instances (spec 3 §2.1), as the
 * `users` resource's list: paged and sorted on the server, guarded by the auth provider's
 * `canAccess`. The guard decides before the list mounts: a seller gets the app's one access screen
 * ("Acesso negado") and no call for the users is made (the server would refuse it, and the browser
 * would log the 403s).
 */
const SimpleUsersPage = () => {
  const { canAccess, isPending } = useCanAccess({ resource: 'users', action: 'list' });
  if (isPending) return <UsersLoading />;
  if (!canAccess) return <AccessDeniedScreen />;
  return <UsersList />;
};

const UsersList = () => (
  <ListBase<UserWithInstances>
    resource="users"
    perPage={25}
    sort={{ field: 'name', order: 'ASC' }}
    disableSyncWithLocation
    // The screen shows the failure itself, with its retry button; no toast says it twice.
    queryOptions={{ ...QUERY_OPTIONS, onError: () => undefined }}
  >
    <UsersScreen />
  </ListBase>
);

const UsersScreen = () => {
  const list = useListContext<UserWithInstances>();
  const admin = useUsersAdmin();
  const { dialog, open, close } = useDialogRoute();
  const notify = useNotify();
  const isMobile = useIsMobile();
  const { canAccess: canCreate } = useCanAccess({ resource: 'users', action: 'create' });
  const allUsers = admin.allUsers ?? [];
  const canCreateInstance = allUsers.some((user) => user.instances.length === 0);
  const { isCreatingInstance } = admin;

  const openDialog = useCallback(
    (route: DialogRoute) => {
      if (route.kind === 'new-instance' && isCreatingInstance) {
        notify('resources.instances.notifications.creationInProgress', { type: 'warning' });
        return;
      }
      open(route);
    },
    [isCreatingInstance, notify, open],
  );

  const content = list.isPending ? (
    <UsersLoading />
  ) : list.error ? (
    <UsersError message={list.error.message} onRetry={() => void list.refetch()} />
  ) : list.total === 0 ? (
    <UsersEmpty onCreate={() => openDialog({ kind: 'new-user' })} />
  ) : isMobile ? (
    <>
      <UserCards users={list.data ?? []} onOpen={openDialog} />
      <Pagination rowsPerPageOptions={[]} />
    </>
  ) : (
    <UsersGrid onOpen={openDialog} />
  );

  return (
    <>
      <PageHeader
        canCreateUser={canCreate !== false}
        canCreateInstance={canCreateInstance}
        onNewUser={() => openDialog({ kind: 'new-user' })}
        onNewInstance={() => openDialog({ kind: 'new-instance' })}
      />
      {content}
      <UsersDialogs dialog={dialog} users={allUsers} admin={admin} onClose={close} />
    </>
  );
};

export default SimpleUsersPage;
