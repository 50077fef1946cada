import { Box } from '@mui/material';
import {
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { Instance } from '../../../contract';
import { formatPhoneBR } from '../../format/phone';
import { ConnectionBadge } from '../users/UserBadges';

const R = 'resources.instances.fields';

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'instances', action: 'edit' });
  return <TopToolbar>{canAccess === true && <EditButton />}</TopToolbar>;
};

/** `/instances/:id/show`: one number, its owner, its connection and who is notified; admins may edit. */
export const InstanceShow = () => (
  <Show<Instance> actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="name" label={`${R}.name`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={`${R}.phone`}>
          <FunctionField<Instance> render={(instance) => formatPhoneBR(instance.phone)} />
        </Labeled>
        <Labeled label={`${R}.user`}>
          <FunctionField<Instance> render={(instance) => instance.user?.name ?? '—'} />
        </Labeled>
        <Labeled label={`${R}.isConnected`}>
          <FunctionField<Instance>
            render={(instance) => <ConnectionBadge connected={instance.isConnected} />}
          />
        </Labeled>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Labeled label={`${R}.notificationPhone`}>
          <FunctionField<Instance>
            render={(instance) =>
              instance.notificationPhone ? formatPhoneBR(instance.notificationPhone) : '—'
            }
          />
        </Labeled>
        <Labeled label={`${R}.notificationName`}>
          <TextField source="notificationName" emptyText="—" />
        </Labeled>
      </Box>
    </SimpleShowLayout>
  </Show>
);
