import { useCallback, useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { translateValidationMessage } from '../../i18n/validationMessage';
import type { FieldError } from '../../providers/httpError';
import type { FieldErrors } from './validation';

/** Field errors of a dialog, from client validation or a server 400's details, shown translated. */
export const useFormErrors = <F extends string>(
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
) => {
  const t = useAppTranslate();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | undefined>();

  const fromServer = useCallback(
    (details: readonly FieldError[]) => {
      const next: FieldErrors<F> = {};
      for (const { field, message } of details) {
        const name = rename[field] ?? field;
        if ((fields as readonly string[]).includes(name)) next[name as F] ??= message;
      }
      setErrors(next);
    },
    [fields, rename],
  );

  const show = (field: F) => {
    const message = errors[field];
    return message ? { error: true, helperText: translateValidationMessage(t, message) } : {};
  };

  return {
    setErrors,
    fromServer,
    show,
    formError: formError && translateValidationMessage(t, formError),
    setFormError,
  };
};
