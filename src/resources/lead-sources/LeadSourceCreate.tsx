import { useState } from 'react';
import {
  Create,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_REPLY_DELAY_SECONDS,
  LEAD_SOURCE_INTAKE_KINDS,
  type LeadSourceWithToken,
} from '../../../contract/lead-sources';
import { FirstContactTemplateInput } from './FirstContactTemplateInput';
import { IntakeUrlDialog } from './IntakeUrlDialog';

const R = 'resources.lead-sources';

/** A new source: its intake URL is shown once, then the list. */
export const LeadSourceCreate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [created, setCreated] = useState<LeadSourceWithToken | null>(null);
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{ onSuccess: (record: LeadSourceWithToken) => setCreated(record) }}
      >
        <SimpleForm defaultValues={{ kind: 'portal', replyDelaySeconds: DEFAULT_REPLY_DELAY_SECONDS }}>
          <TextInput source="name" validate={required()} helperText={`${R}.helpers.name`} />
          <SelectInput
            source="kind"
            validate={required()}
            choices={LEAD_SOURCE_INTAKE_KINDS.map((id) => ({ id, name: translate(`${R}.kinds.${id}`) }))}
          />
          <ReferenceInput source="instanceId" reference="instances">
            <SelectInput validate={required()} label={`${R}.fields.instanceId`} />
          </ReferenceInput>
          <FirstContactTemplateInput />
          <NumberInput
            source="replyDelaySeconds"
            min={0}
            max={3600}
            helperText={`${R}.helpers.replyDelaySeconds`}
          />
        </SimpleForm>
      </Create>
      {created && <IntakeUrlDialog source={created} onClose={() => navigate('/lead-sources')} />}
    </>
  );
};
