import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { isKnownAction } from './format';

/** The pt-BR label of an action; a name this version does not know is shown as it is stored. */
export const useActionLabel = (): ((action: string) => string) => {
  const translate = useTranslate();
  return useCallback(
    (action: string) => (isKnownAction(action) ? translate(`resources.audit-log.actions.${action}`) : action),
    [translate],
  );
};
