import { Alert, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  DateTimeInput,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFAULT_RECENT_DAYS } from '../../../contract/campaigns';
import type { InstanceSummary } from '../../../contract/instances';
import { type TemplateRecord, templateVariables } from '../../../contract/message-templates';
import type { PublicUser } from '../../../contract/users';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { AudienceCount } from './AudienceCount';
import { bodyOf, type CampaignForm } from './form';

const R = 'resources.campanhas';
const LEAD_STATUSES = ['new', 'qualified', 'negotiating', 'closed_won', 'closed_lost'] as const;
const QUALIFICATIONS = ['HOT', 'WARM', 'COLD'] as const;

const useInstances = () =>
  useGetList<InstanceSummary>('instances', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  }).data ?? [];

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(`${R}.sections.${title}`)}
    </Typography>
  );
};

/** An official number sends an approved template of its own; any other sends text, with the ban warning. */
const MessageInputs = ({ instances }: { instances: InstanceSummary[] }) => {
  const translate = useTranslate();
  const t = useAppTranslate();
  const [instanceId, templateId] = useWatch({ name: ['instanceId', 'templateId'] }) as [
    string | undefined,
    string | undefined,
  ];
  const instance = instances.find((candidate) => candidate.id === instanceId);
  const cloud = instance?.gateway === 'cloud';
  const { data: templates = [] } = useGetList<TemplateRecord>(
    'message-templates',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { instanceId, status: 'APPROVED' },
    },
    { enabled: cloud },
  );
  if (!instance) return null;
  if (!cloud) {
    return (
      <>
        <Alert severity="warning" sx={{ width: '100%', mb: 1 }}>
          {t('app.campaigns.banRisk')}
        </Alert>
        <TextInput source="text" label={`${R}.fields.text`} multiline minRows={3} validate={required()} />
      </>
    );
  }
  const template = templates.find((candidate) => candidate.id === templateId);
  const count = template ? new Set(templateVariables(template.body)).size : 0;
  return (
    <>
      <Alert severity="info" sx={{ width: '100%', mb: 1 }}>
        {t('app.campaigns.cloudPace')}
      </Alert>
      {templates.length === 0 ? (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {t('app.campaigns.noTemplates')}
        </Alert>
      ) : (
        <SelectInput
          source="templateId"
          label={`${R}.fields.templateId`}
          validate={required()}
          choices={templates.map((option) => ({ id: option.id, name: option.name }))}
        />
      )}
      {template && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
          {template.body}
        </Typography>
      )}
      {Array.from({ length: count }, (_, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: one input per variable number
          key={index}
          source={`variables.${index}`}
          label={translate(`${R}.fields.variable`, { n: index + 1 })}
          validate={required()}
        />
      ))}
    </>
  );
};

const ScheduleInputs = () => {
  const sendNow = useWatch({ name: 'sendNow' }) as boolean | undefined;
  return (
    <>
      <BooleanInput source="sendNow" label={`${R}.fields.sendNow`} />
      {sendNow === false && (
        <DateTimeInput source="scheduledAt" label={`${R}.fields.scheduledAt`} validate={required()} />
      )}
    </>
  );
};

/** A draft campaign: the message, the audience with its live count, and when to send. */
export const CampaignCreate = () => {
  const translate = useTranslate();
  const t = useAppTranslate();
  const instances = useInstances();
  const { data: users = [] } = useGetList<PublicUser>('users', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const transform = (form: CampaignForm) => {
    const instance = instances.find((candidate) => candidate.id === form.instanceId);
    return bodyOf(form, instance?.gateway === 'cloud');
  };
  return (
    <Create redirect="show" transform={transform}>
      <SimpleForm defaultValues={{ sendNow: true, recentDays: DEFAULT_RECENT_DAYS }} sx={{ maxWidth: 640 }}>
        <TextInput source="name" label={`${R}.fields.name`} validate={required()} />
        <SelectInput
          source="instanceId"
          label={`${R}.fields.instanceId`}
          validate={required()}
          choices={instances.map((instance) => ({ id: instance.id, name: instance.name }))}
        />
        <Section title="message" />
        <MessageInputs instances={instances} />
        <Section title="audience" />
        <Typography variant="body2" color="text.secondary">
          {t('app.campaigns.audienceRules')}
        </Typography>
        <SelectArrayInput
          source="statuses"
          label={`${R}.fields.statuses`}
          choices={LEAD_STATUSES.map((id) => ({ id, name: translate(`${R}.leadStatuses.${id}`) }))}
        />
        <SelectArrayInput
          source="qualifications"
          label={`${R}.fields.qualifications`}
          choices={QUALIFICATIONS.map((id) => ({ id, name: translate(`${R}.qualifications.${id}`) }))}
        />
        <SelectArrayInput
          source="sellerIds"
          label={`${R}.fields.sellerIds`}
          choices={users.map((user) => ({ id: user.id, name: user.name }))}
        />
        <TextInput source="saleChannels" label={`${R}.fields.saleChannels`} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
          <DateTimeInput source="lastContactFrom" label={`${R}.fields.lastContactFrom`} />
          <DateTimeInput source="lastContactTo" label={`${R}.fields.lastContactTo`} />
        </Stack>
        <NumberInput source="recentDays" label={`${R}.fields.recentDays`} min={0} max={365} />
        <AudienceCount />
        <Section title="schedule" />
        <ScheduleInputs />
      </SimpleForm>
    </Create>
  );
};
