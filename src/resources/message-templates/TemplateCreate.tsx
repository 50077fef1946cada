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
import { TemplateBubble, type TemplateBubbleMedia } from '../../ui/TemplateBubble';
import { HeaderMediaInput, type HeaderMediaValue } from './HeaderMediaInput';

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

const HEADER_KINDS = ['none', 'text', 'image', 'document'] as const;
type HeaderKind = (typeof HEADER_KINDS)[number];

/** The header's input for its kind: a text, a sample file, or nothing. */
const HeaderInput = () => {
  const kind = useWatch<{ headerKind?: HeaderKind }>({ name: 'headerKind' });
  if (kind === 'text')
    return <TextInput source="header" slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.header } }} />;
  if (kind === 'image' || kind === 'document') return <HeaderMediaInput key={kind} kind={kind} />;
  return null;
};

/** The bubble's header file: the chosen picture itself, or the document's name. */
function previewMedia(
  kind: HeaderKind | undefined,
  media: HeaderMediaValue | undefined,
): TemplateBubbleMedia | null {
  if (kind !== 'image' && kind !== 'document') return null;
  const chosen = media?.kind === kind ? media : undefined;
  return {
    kind,
    fileName: chosen?.fileName ?? null,
    src: kind === 'image' && chosen ? `data:${chosen.mimeType};base64,${chosen.base64}` : null,
  };
}

/** What the server takes: the header of the chosen kind only. */
export function templateTransform(data: Record<string, unknown>): Record<string, unknown> {
  const { headerKind, header, headerMedia, ...rest } = data;
  if (headerKind === 'text' && header) return { ...rest, header };
  if (headerKind === 'image' || headerKind === 'document') return { ...rest, headerMedia };
  return rest;
}

const Preview = () => {
  const t = useAppTranslate();
  const [headerKind, header, headerMedia, body, footer, buttons, examples] = useWatch({
    name: ['headerKind', 'header', 'headerMedia', 'body', 'footer', 'buttons', 'examples'],
  }) as [
    HeaderKind | undefined,
    string | undefined,
    HeaderMediaValue | undefined,
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
        header={headerKind === 'text' ? header : null}
        media={previewMedia(headerKind, headerMedia)}
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
    <Create redirect="list" transform={templateTransform}>
      <SimpleForm
        defaultValues={{
          category: 'UTILITY',
          language: DEFAULT_TEMPLATE_LANGUAGE,
          buttons: [],
          headerKind: 'none',
        }}
      >
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
            <SelectInput
              source="headerKind"
              label={`${R}.fields.headerKind`}
              choices={HEADER_KINDS.map((id) => ({ id, name: translate(`${R}.headerKinds.${id}`) }))}
            />
            <HeaderInput />
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
