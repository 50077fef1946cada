import AttachFile from '@mui/icons-material/AttachFile';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  base64Size,
  HEADER_MEDIA_RULES,
  type HeaderMediaKind,
  type TemplateHeaderMediaInput,
} from '../../../contract/message-templates';

const R = 'resources.message-templates';

/** The chosen sample as the form keeps it and the server takes it (`headerMedia`). */
export type HeaderMediaValue = Pick<TemplateHeaderMediaInput, 'kind' | 'fileName' | 'mimeType' | 'base64'>;

/** Meta's rules for the header's kind, checked before anything is sent (the server checks again). */
export const validateHeaderMedia =
  (kind: HeaderMediaKind) =>
  (value: HeaderMediaValue | undefined): string | undefined => {
    if (!value || value.kind !== kind) return `${R}.errors.headerFileMissing`;
    const rule = HEADER_MEDIA_RULES[kind];
    if (!(rule.mimeTypes as readonly string[]).includes(value.mimeType)) return `${R}.errors.${kind}Type`;
    if (base64Size(value.base64) > rule.maxBytes) return `${R}.errors.${kind}Size`;
    return undefined;
  };

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The sample file of a picture or document header: a file picker showing the chosen name. */
export const HeaderMediaInput = ({ kind }: { kind: HeaderMediaKind }) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<HeaderMediaValue | undefined>({
    source: 'headerMedia',
    validate: validateHeaderMedia(kind),
  });
  const { trigger } = useFormContext();
  const chosen = field.value?.kind === kind ? field.value : undefined;
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const base64 = await readBase64(file);
    field.onChange({ kind, fileName: file.name, mimeType: file.type, base64 });
    field.onBlur();
    // A wrong file is said at once, not only on save.
    await trigger('headerMedia');
  };
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined;
  return (
    <Stack spacing={0.5} sx={{ mb: 2, minWidth: 0 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFile />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${R}.fields.headerFile`)}
        <input
          hidden
          type="file"
          accept={HEADER_MEDIA_RULES[kind].mimeTypes.join(',')}
          onChange={(event) => void onChange(event)}
        />
      </Button>
      {chosen ? (
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {chosen.fileName}
        </Typography>
      ) : null}
      <FormHelperText error={Boolean(error)}>
        <InputHelperText error={error?.message} helperText={`${R}.helpers.headerFile`} />
      </FormHelperText>
    </Stack>
  );
};
