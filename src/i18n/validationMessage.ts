import type { MessageKey } from './pt-BR';
import { ptBR } from './pt-BR';
import type { AppTranslate } from './useAppTranslate';

type ValidationName = keyof typeof ptBR.app.validation;

/** The contract's schemas speak pt-BR; this finds the catalog key of one of their messages. */
const keyByText = new Map<string, MessageKey>(
  (Object.keys(ptBR.app.validation) as ValidationName[]).map((name) => [
    ptBR.app.validation[name],
    `app.validation.${name}`,
  ]),
);

/** Shows a contract or server validation message in the current locale, or as sent when unknown. */
export const translateValidationMessage = (translate: AppTranslate, message: string): string => {
  const key = keyByText.get(message);
  return key ? translate(key) : message;
};
