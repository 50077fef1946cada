import { useEffect, useRef } from 'react';
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
  const loaded = data?.[0]?.id === instanceId;
  const official = loaded && data?.[0]?.gateway === 'cloud';
  // A template belongs to one number: another number, or an Evolution one, would be refused.
  const first = useRef(instanceId);
  useEffect(() => {
    if (instanceId !== first.current && getValues('templateId')) setValue('templateId', null);
    first.current = instanceId;
  }, [instanceId, getValues, setValue]);
  useEffect(() => {
    if (loaded && !official && getValues('templateId')) setValue('templateId', null);
  }, [loaded, official, getValues, setValue]);
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
