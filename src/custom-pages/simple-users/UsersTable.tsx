import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UserWithInstances } from '../../../contract';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { InstanceLines } from './InstanceLines';
import { UserActions } from './UserActions';
import { RoleBadge, WhatsAppStatus } from './UserBadges';
import type { DialogRoute } from './useDialogRoute';

const COLUMNS = ['name', 'email', 'role', 'instances', 'whatsapp', 'actions'] as const;

interface UsersViewProps {
  users: readonly UserWithInstances[];
  onOpen: (route: DialogRoute) => void;
}

/** Desktop: one row per user. */
export const UsersTable = ({ users, onOpen }: UsersViewProps) => {
  const t = useAppTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('app.pages.simpleUsers')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`app.simpleUsers.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <InstanceLines instances={user.instances} onOpen={onOpen} />
              </TableCell>
              <TableCell>
                <WhatsAppStatus instances={user.instances} />
              </TableCell>
              <TableCell>
                <UserActions user={user} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

export type { UsersViewProps };
