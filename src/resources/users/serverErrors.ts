import type { useAppTranslate } from '../../i18n/useAppTranslate';
import { translateValidationMessage } from '../../i18n/validationMessage';
import type { FieldError } from '../../providers/httpError';
import type { FormErrors } from '../../ui/RecordFormDialog';
import type { MutationResult } from './useUsersAdmin';

/**
 * What a form's submit resolves to: nothing once saved (the dialog then closes), else the server's
 * 400 details on the form's own fields, translated (`rename` maps the API's names to the form's).
 */
export const submissionErrors = (
  t: ReturnType<typeof useAppTranslate>,
  result: MutationResult,
  fields: readonly string[],
  rename: Partial<Record<string, string>> = {},
): FormErrors | undefined => {
  if (result.ok) return undefined;
  const errors: FormErrors = {};
  for (const { field, message } of result.fieldErrors as readonly FieldError[]) {
    const name = rename[field] ?? field;
    if (fields.includes(name)) errors[name] ??= translateValidationMessage(t, message);
  }
  return errors;
};
