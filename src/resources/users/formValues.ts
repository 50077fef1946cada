import type { Role } from '../../../contract';
import type { useAppTranslate } from '../../i18n/useAppTranslate';
import { translateValidationMessage } from '../../i18n/validationMessage';
import { FORM_ERROR, type FormErrors, type FormValues } from '../../ui/RecordFormDialog';
import type { FieldErrors, InstanceFormValues, UserFormValues } from './validation';

/** An input left empty may reach the form as null or undefined: the rules read it as ''. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const userFormValues = (values: FormValues): UserFormValues => ({
  name: text(values.name),
  email: text(values.email),
  password: text(values.password),
  role: (text(values.role) || 'vendedor') as Role,
});

export const instanceFormValues = (values: FormValues): InstanceFormValues => ({
  userId: text(values.userId),
  name: text(values.name),
  phone: text(values.phone),
  notificationPhone: text(values.notificationPhone),
  notificationName: text(values.notificationName),
});

type Translate = ReturnType<typeof useAppTranslate>;

/** The rules' pt-BR messages as the form shows them (translated), the form-level one included. */
export const shownErrors = <F extends string>(
  t: Translate,
  errors: FieldErrors<F>,
  formError?: string,
): FormErrors => {
  const shown: FormErrors = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (message) shown[field] = translateValidationMessage(t, message);
  }
  if (formError) shown[FORM_ERROR] = translateValidationMessage(t, formError);
  return shown;
};
