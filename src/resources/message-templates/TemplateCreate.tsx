import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  Create,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { InstanceSummary } from '../../../contract/instances';
import {
  bodyVariablesProblem,
  DEFAULT_TEMPLATE_LANGUAGE,
  MAX_TEMPLATE_BUTTONS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LIMITS,
  templateVariables,
} from '../../../contract/message-templates';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { TemplateBubble } from '../../ui/TemplateBubble';

const R = 'resources.message-templates';
const NAME_PATTERN = /^[a-z0-9_]+$/;

/** How many variables the body uses: one example input each. */
const variableCount = (body: string | undefined): number => new Set(templateVariables(body ?? '')).size;

const validateName = (value: unknown) =>
  typeof value === 'string' && value !== '' && !NAME_PATTERN.test(value) ? `${R}.errors.name` : undefined;

/** The same rule the server and Meta apply: numbered from {{1}}, no variable at either end. */
const validateBody = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const problem = bodyVariablesProblem(value, Number.POSITIVE_INFINITY);
  return problem ?? undefined;
};

const ExampleInputs = () => {
  const translate = useTranslate();
  const body = useWatch<{ body?: string }>({ name: 'body' });
  const count = variableCount(body);
  if (count === 0) return null;
  return (
    <Stack sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{translate(`${R}.fields.examples`)}</Typography>
      {Array.from({ length: count }, (_, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: one input per variable number
          key={index}
          source={`examples.${index}`}
          label={translate(`${R}.fields.example`, { n: index + 1 })}
          validate={required()}
        />
      ))}
    </Stack>
  );
};

/** Up to three quick-reply buttons: adding stops at the third. */
const ButtonsIterator = ({ children }: { children: ReactNode }) => {
  const buttons = useWatch<{ buttons?: string[] }>({ name: 'buttons' }) ?? [];
  return (
    <SimpleFormIterator inline disableReordering disableAdd={buttons.length >= MAX_TEMPLATE_BUTTONS}>
      {children}
    </SimpleFormIterator>
  );
};

const Preview = () => {
  const t = useAppTranslate();
  const [header, body, footer, buttons, examples] = useWatch({
    name: ['header', 'body', 'footer', 'buttons', 'examples'],
  }) as [
    string | undefined,
    string | undefined,
    string | undefined,
    string[] | undefined,
    string[] | undefined,
  ];
  return (
    <Box sx={{ bgcolor: '#efeae2', p: 2, borderRadius: 2, width: '100%', maxWidth: 380 }}>
      <Typography variant="subtitle2" sx={{ color: '#54656f', mb: 1 }}>
        {t('app.templates.preview')}
      </Typography>
      <TemplateBubble
        label={t('app.templates.preview')}
        header={header}
        body={body ?? ''}
        footer={footer}
        buttons={buttons ?? []}
        values={examples ?? []}
      />
    </Box>
  );
};

/** A new template: submitted to Meta's review on save; the live bubble shows it as the customer will. */
export const TemplateCreate = () => {
  const translate = useTranslate();
  const { data: instances = [] } = useGetList<InstanceSummary>('instances', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const cloud = instances.filter((instance) => instance.gateway === 'cloud');
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ category: 'UTILITY', language: DEFAULT_TEMPLATE_LANGUAGE, buttons: [] }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <SelectInput
              source="instanceId"
              label={`${R}.fields.instanceId`}
              validate={required()}
              choices={cloud.map((instance) => ({ id: instance.id, name: instance.name }))}
            />
            <TextInput
              source="name"
              validate={[required(), validateName]}
              helperText={`${R}.helpers.name`}
              parse={(value: string) => value.toLowerCase().replace(/\s+/g, '_')}
            />
            <SelectInput
              source="category"
              validate={required()}
              choices={TEMPLATE_CATEGORIES.map((id) => ({ id, name: translate(`${R}.categories.${id}`) }))}
            />
            <TextInput source="language" validate={required()} />
            <TextInput source="header" slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.header } }} />
            <TextInput
              source="body"
              multiline
              minRows={3}
              validate={[required(), validateBody]}
              helperText={`${R}.helpers.body`}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.body } }}
            />
            <ExampleInputs />
            <TextInput source="footer" slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.footer } }} />
            <ArrayInput source="buttons" helperText={`${R}.helpers.buttons`}>
              <ButtonsIterator>
                <TextInput
                  source=""
                  label={`${R}.fields.button`}
                  validate={required()}
                  slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.button } }}
                />
              </ButtonsIterator>
            </ArrayInput>
          </Stack>
          <Preview />
        </Stack>
      </SimpleForm>
    </Create>
  );
};
