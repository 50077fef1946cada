import { Button, Stack } from '@mui/material';
import {
  DateTimeInput,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { type Organization, SUBSCRIPTION_STATUSES } from '../../../contract/organizations';
import { PLAN_KEYS, PLANS } from '../../../contract/plans';
import { useAppTranslate } from '../../i18n/useAppTranslate';

const DAY_MS = 86_400_000;

/** Quick changes, saved at once: suspend or reactivate, and a week more of trial. */
const QuickActions = () => {
  const t = useAppTranslate();
  const record = useRecordContext<Organization>();
  const [update, { isPending }] = useUpdate<Organization>();
  const notify = useNotify();
  if (!record) return null;
  const save = (data: Partial<Organization>) =>
    update(
      'organizations',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t('app.platform.organizations.saved'), { type: 'success' }),
      },
    );
  const extend = () => {
    const from = Math.max(Date.now(), record.trialEndsAt ? new Date(record.trialEndsAt).getTime() : 0);
    save({ trialEndsAt: new Date(from + 7 * DAY_MS).toISOString() });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      {record.subscriptionStatus === 'suspended' ? (
        <Button
          variant="outlined"
          disabled={isPending}
          onClick={() => save({ subscriptionStatus: 'active' })}
        >
          {t('app.platform.organizations.reactivate')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="warning"
          disabled={isPending}
          onClick={() => save({ subscriptionStatus: 'suspended' })}
        >
          {t('app.platform.organizations.suspend')}
        </Button>
      )}
      <Button variant="outlined" disabled={isPending} onClick={extend}>
        {t('app.platform.organizations.extendTrial')}
      </Button>
    </Stack>
  );
};

/** Only the subscription fields go to `PUT /api/organizations/:id`. */
const toBody = (data: Partial<Organization>) => ({
  subscriptionPlan: data.subscriptionPlan,
  subscriptionStatus: data.subscriptionStatus,
  trialEndsAt: data.trialEndsAt ? new Date(String(data.trialEndsAt)).toISOString() : null,
});

/** The super_admin changes the plan, extends a trial, suspends or reactivates (each change logged). */
export const OrganizationEdit = () => {
  const t = useAppTranslate();
  const notify = useNotify();
  const planChoices = PLAN_KEYS.map((key) => ({ id: key, name: PLANS[key].name }));
  const statusChoices = SUBSCRIPTION_STATUSES.map((key) => ({
    id: key,
    name: t(`app.platform.status.${key}`),
  }));
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toBody}
      mutationOptions={{
        onSuccess: () => notify(t('app.platform.organizations.saved'), { type: 'success' }),
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" variant="h6" />
        <TextField source="ownerEmail" />
        <QuickActions />
        <SelectInput source="subscriptionPlan" choices={planChoices} />
        <SelectInput source="subscriptionStatus" choices={statusChoices} />
        <DateTimeInput source="trialEndsAt" />
      </SimpleForm>
    </Edit>
  );
};
