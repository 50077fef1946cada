import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type {
  InstanceSummary,
  InstanceUpdateBody,
  UserCreateBody,
  UserUpdateBody,
  UserWithInstanceBody,
  UserWithInstances,
} from '../../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { type FieldError, fieldErrorsOf } from '../../providers/httpError';
import { useNotifyFailure } from '../../providers/useNotifyFailure';

/** An organization has at most a few dozen staff; one page holds them all. */
const ALL_USERS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };
/** Spec 2 §9 query defaults: one retry, no refetch when the window regains focus. */
const QUERY_OPTIONS = { retry: 1, refetchOnWindowFocus: false };

export type MutationResult = { ok: true } | { ok: false; fieldErrors: FieldError[] };

/** The users list of `/simple-users` and every change made there, with the spec's toasts (spec 3 §8). */
export const useUsersAdmin = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const list = useGetList<UserWithInstances>('users', ALL_USERS, QUERY_OPTIONS);
  const { refetch } = list;
  const creatingInstance = useRef(false);
  const [isCreatingInstance, setCreatingInstance] = useState(false);

  const run = useCallback(
    async (
      action: () => Promise<unknown>,
      success: () => void,
      failure: Parameters<typeof notifyFailure>[0],
    ): Promise<MutationResult> => {
      try {
        await action();
        success();
        await refetch();
        return { ok: true };
      } catch (error) {
        notifyFailure(failure, error);
        return { ok: false, fieldErrors: fieldErrorsOf(error) };
      }
    },
    [notifyFailure, refetch],
  );

  const createUser = (data: UserCreateBody) =>
    run(
      () => dataProvider.create('users', { data }),
      () => notify('resources.users.notifications.created', { type: 'success' }),
      'resources.users.notifications.createFailed',
    );

  const updateUser = (user: UserWithInstances, data: UserUpdateBody) =>
    run(
      () => dataProvider.update('users', { id: user.id, data, previousData: user }),
      () => notify('resources.users.notifications.updated', { type: 'success' }),
      'resources.users.notifications.updateFailed',
    );

  const deleteUser = (user: UserWithInstances) =>
    run(
      () => dataProvider.delete('users', { id: user.id, previousData: user }),
      () => notify('resources.users.notifications.deleted', { type: 'success' }),
      'resources.users.notifications.deleteFailed',
    );

  /** One creation at a time (spec 3 §4): a second request while one runs is refused with a toast. */
  const createInstance = async (body: UserWithInstanceBody): Promise<MutationResult> => {
    if (creatingInstance.current) {
      notify('resources.instances.notifications.creationInProgress', { type: 'warning' });
      return { ok: false, fieldErrors: [] };
    }
    creatingInstance.current = true;
    setCreatingInstance(true);
    let name = body.instanceName;
    try {
      return await run(
        async () => {
          name = (await dataProvider.createInstanceForUser(body)).instance?.name ?? name;
        },
        () => notify('resources.instances.notifications.created', { type: 'success', messageArgs: { name } }),
        'resources.instances.notifications.createFailed',
      );
    } finally {
      creatingInstance.current = false;
      setCreatingInstance(false);
    }
  };

  const updateInstance = (instance: InstanceSummary, data: InstanceUpdateBody) =>
    run(
      () => dataProvider.update('instances', { id: instance.id, data, previousData: instance }),
      () => notify('resources.instances.notifications.updated', { type: 'success' }),
      'resources.instances.notifications.updateFailed',
    );

  const deleteInstance = (instance: InstanceSummary) =>
    run(
      () => dataProvider.delete('instances', { id: instance.id, previousData: instance }),
      () => notify('resources.instances.notifications.deleted', { type: 'success' }),
      'resources.instances.notifications.deleteFailed',
    );

  return {
    users: list.data,
    isPending: list.isPending,
    error: list.error,
    refetch,
    isCreatingInstance,
    createUser,
    updateUser,
    deleteUser,
    createInstance,
    updateInstance,
    deleteInstance,
  };
};

export type UsersAdmin = ReturnType<typeof useUsersAdmin>;
