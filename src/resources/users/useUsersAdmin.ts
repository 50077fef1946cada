import { useCallback, useRef, useState } from 'react';
import { useCreate, useDelete, useGetList, useNotify, useRefresh, useUpdate } from 'react-admin';
import type {
  InstanceSummary,
  InstanceUpdateBody,
  UserCreateBody,
  UserUpdateBody,
  UserWithInstanceBody,
  UserWithInstanceResponse,
  UserWithInstances,
} from '../../../contract';
import { type FieldError, fieldErrorsOf } from '../../providers/httpError';
import { useNotifyFailure } from '../../providers/useNotifyFailure';

/** Every user of the organization (a few dozen at most): the instance form's picker reads them. */
export const ALL_USERS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
};
/** Spec 2 §9 query defaults: one retry, no refetch when the window regains focus. */
export const QUERY_OPTIONS = { retry: 1, refetchOnWindowFocus: false };

export type MutationResult = { ok: true } | { ok: false; fieldErrors: FieldError[] };

/**
 * Every change made on `/simple-users`, through react-admin's mutations (plain REST on `users`,
 * `instances` and `users-with-instances`), with the spec's toasts (spec 3 §8). Each success
 * refreshes the lists on screen.
 */
export const useUsersAdmin = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const allUsers = useGetList<UserWithInstances>('users', ALL_USERS, QUERY_OPTIONS);
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
        refresh();
        return { ok: true };
      } catch (error) {
        notifyFailure(failure, error);
        return { ok: false, fieldErrors: fieldErrorsOf(error) };
      }
    },
    [notifyFailure, refresh],
  );
  const once = { returnPromise: true, mutationMode: 'pessimistic' } as const;

  const createUser = (data: UserCreateBody) =>
    run(
      () => create('users', { data }, once),
      () => notify('resources.users.notifications.created', { type: 'success' }),
      'resources.users.notifications.createFailed',
    );

  const updateUser = (user: UserWithInstances, data: UserUpdateBody) =>
    run(
      () => update('users', { id: user.id, data, previousData: user }, once),
      () => notify('resources.users.notifications.updated', { type: 'success' }),
      'resources.users.notifications.updateFailed',
    );

  const deleteUser = (user: UserWithInstances) =>
    run(
      () => remove('users', { id: user.id, previousData: user }, once),
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
          const created = (await create('users-with-instances', { data: body }, once)) as
            | Partial<UserWithInstanceResponse>
            | undefined;
          name = created?.instance?.name ?? name;
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
      () => update('instances', { id: instance.id, data, previousData: instance }, once),
      () => notify('resources.instances.notifications.updated', { type: 'success' }),
      'resources.instances.notifications.updateFailed',
    );

  const deleteInstance = (instance: InstanceSummary) =>
    run(
      () => remove('instances', { id: instance.id, previousData: instance }, once),
      () => notify('resources.instances.notifications.deleted', { type: 'success' }),
      'resources.instances.notifications.deleteFailed',
    );

  return {
    allUsers: allUsers.data,
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
