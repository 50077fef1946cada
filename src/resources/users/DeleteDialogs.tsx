import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { InstanceSummary, UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { MutationResult } from './useUsersAdmin';

interface ConfirmDeleteProps {
  title: string;
  content: string;
  onConfirm: () => Promise<MutationResult>;
  onClose: () => void;
}

const ConfirmDelete = ({ title, content, onConfirm, onClose }: ConfirmDeleteProps) => {
  const t = useAppTranslate();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const result = await onConfirm();
    setDeleting(false);
    if (result.ok) onClose();
  };
  return (
    <Confirm
      isOpen
      loading={deleting}
      title={title}
      content={content}
      confirm={t('app.simpleUsers.confirmDelete')}
      cancel={t('app.common.cancel')}
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};

/** Deleting a user also removes its instances; neither can be undone (spec 3 §2.1). */
export const DeleteUserDialog = (props: {
  user: UserWithInstances;
  onDelete: (user: UserWithInstances) => Promise<MutationResult>;
  onClose: () => void;
}) => {
  const t = useAppTranslate();
  return (
    <ConfirmDelete
      title={t('app.simpleUsers.deleteUser.title')}
      content={t('app.simpleUsers.deleteUser.content', { name: props.user.name })}
      onConfirm={() => props.onDelete(props.user)}
      onClose={props.onClose}
    />
  );
};

/** Deleting an instance disconnects it and loses all its conversations. */
export const DeleteInstanceDialog = (props: {
  instance: InstanceSummary;
  onDelete: (instance: InstanceSummary) => Promise<MutationResult>;
  onClose: () => void;
}) => {
  const t = useAppTranslate();
  return (
    <ConfirmDelete
      title={t('app.simpleUsers.deleteInstance.title')}
      content={t('app.simpleUsers.deleteInstance.content', { name: props.instance.name })}
      onConfirm={() => props.onDelete(props.instance)}
      onClose={props.onClose}
    />
  );
};
