import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { PageLoading } from '../../layout/Loading';
import { ConnectPanel } from './ConnectPanel';
import { ContactsPanel } from './ContactsPanel';
import { PhonePanel, type SimulatedContact } from './PhonePanel';
import { LoadError, Loading, NoSimulatorInstances, SimulatorRestricted } from './SimulatorNotices';
import { useSimulatorInstances } from './simulatorQueries';
import { useSelectedInstance } from './useSelectedInstance';
import { useSimulatorActions } from './useSimulatorActions';

/** The customer a new session plays, until another number is typed or picked. */
export const DEFAULT_CONTACT_NUMBER = '5511988887777';

const Workspace = () => {
  const t = useAppTranslate();
  const instances = useSimulatorInstances();
  const list = instances.data ?? [];
  const { selected, select } = useSelectedInstance(list.map((instance) => instance.id));
  const instance = list.find((candidate) => candidate.id === selected);
  const { scan, send } = useSimulatorActions();
  const [contact, setContact] = useState<SimulatedContact>(() => ({
    number: DEFAULT_CONTACT_NUMBER,
    name: t('app.simulator.contact.defaultName'),
  }));

  if (instances.isPending) return <Loading label="app.simulator.instances.loading" />;
  if (instances.error) {
    return (
      <LoadError
        title="app.simulator.instances.loadError"
        error={instances.error}
        onRetry={() => void instances.refetch()}
      />
    );
  }
  if (!instance) return <NoSimulatorInstances />;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('app.simulator.instances.label')}
        value={instance.id}
        onChange={(event) => select(event.target.value)}
        sx={{ mb: 2, width: '100%', maxWidth: 420 }}
      >
        {list.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.official ? t('app.simulator.instances.official', { name: option.name }) : option.name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ConnectPanel instance={instance} onScan={scan} />
          <ContactsPanel instanceId={instance.id} selectedNumber={contact.number} onSelect={setContact} />
        </Box>
        <PhonePanel instanceId={instance.id} contact={contact} onContactChange={setContact} onSend={send} />
      </Box>
    </>
  );
};

/** `/simulator`: play the customer of a simulator instance (admins only, DESIGN §1). */
const SimulatorPage = () => {
  const t = useAppTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'simulator', action: 'list' });
  if (isPending) return <PageLoading />;
  if (!canAccess) return <SimulatorRestricted />;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('app.pages.simulator')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('app.simulator.intro')}
      </Typography>
      <Workspace />
    </>
  );
};

export default SimulatorPage;
