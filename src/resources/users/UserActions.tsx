import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { DialogRoute } from './useDialogRoute';

/** Add an instance for the user, edit it, delete it (spec 3 §2.1). */
export const UserActions = ({
  user,
  onOpen,
}: {
  user: UserWithInstances;
  onOpen: (route: DialogRoute) => void;
}) => {
  const t = useAppTranslate();
  const actions = [
    {
      label: t('app.simpleUsers.actions.addInstance', { name: user.name }),
      icon: <AddIcCallIcon fontSize="small" />,
      color: 'primary' as const,
      route: { kind: 'new-instance', userId: user.id } satisfies DialogRoute,
    },
    {
      label: t('app.simpleUsers.actions.editUser', { name: user.name }),
      icon: <EditIcon fontSize="small" />,
      color: 'default' as const,
      route: { kind: 'edit-user', id: user.id } satisfies DialogRoute,
    },
    {
      label: t('app.simpleUsers.actions.deleteUser', { name: user.name }),
      icon: <DeleteIcon fontSize="small" />,
      color: 'error' as const,
      route: { kind: 'delete-user', id: user.id } satisfies DialogRoute,
    },
  ];
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map(({ label, icon, color, route }) => (
        <Tooltip key={route.kind} title={label}>
          <IconButton size="small" color={color} aria-label={label} onClick={() => onOpen(route)}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
};
