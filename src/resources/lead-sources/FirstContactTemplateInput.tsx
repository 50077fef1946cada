import { useEffect } from 'react';
import { ReferenceInput, SelectInput, useGetMany } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TemplateRecord } from '../../../contract/message-templates';

const R = 'resources.lead-sources';

/**
 * The approved template that starts the conversation on an official number (issue 25): shown only
 * when the chosen instance is on the Cloud API; Evolution numbers send the first message as text.
 */
export const FirstContactTemplateInput = () => {
  const instanceId = useWatch({ name: 'instanceId' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  const { data } = useGetMany<{ id: string; gateway: string }>(
    'instances',
    { ids: instanceId ? [instanceId] : [] },
    { enabled: Boolean(instanceId) },
  );
  const official = data?.[0]?.id === instanceId && data?.[0]?.gateway === 'cloud';
  useEffect(() => {
    // A template of another number, or on an Evolution number, would be refused by the server.
    if (!official && getValues('templateId')) setValue('templateId', null);
  }, [official, getValues, setValue]);
  if (!official) return null;
  return (
    <ReferenceInput
      key={instanceId}
      source="templateId"
      reference="message-templates"
      filter={{ instanceId, status: 'APPROVED' }}
    >
      <SelectInput
        label={`${R}.fields.templateId`}
        helperText={`${R}.helpers.templateId`}
        optionText={(template: TemplateRecord) => template.name}
        emptyText=""
      />
    </ReferenceInput>
  );
};
