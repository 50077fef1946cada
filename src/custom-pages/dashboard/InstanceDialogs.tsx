import { useState } from 'react';
import { Confirm, useGetOne } from 'react-admin';
import type { Instance } from '../../../contract/instances';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { useDeleteInstance } from './useDeleteInstance';

interface RecordDialogProps {
  id: string;
  onClose: () => void;
}

/** Loaded by id so that a link to the dialog works without the list. */
const useInstance = (id: string) => useGetOne<Instance>('instances', { id }).data;

/** Delete confirmation (spec 1 §2 dialog 5). */
export const DeleteInstanceDialog = ({ id, onClose }: RecordDialogProps) => {
  const t = useAppTranslate();
  const instance = useInstance(id);
  const remove = useDeleteInstance();
  const [deleting, setDeleting] = useState(false);
  if (!instance) return null;
  const confirm = async () => {
    setDeleting(true);
    const deleted = await remove(instance);
    setDeleting(false);
    if (deleted) onClose();
  };
  return (
    <Confirm
      isOpen
      loading={deleting}
      title={t('app.dashboard.delete.title')}
      content={t('app.dashboard.delete.content', { name: instance.name })}
      confirm={t('app.dashboard.delete.confirm')}
      cancel={t('app.common.cancel')}
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};
