import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageKey } from './pt-BR';

export type TranslateOptions = Record<string, string | number | undefined>;
export type AppTranslate = (key: MessageKey, options?: TranslateOptions) => string;

/** `useTranslate` restricted to the keys of our catalog, so a misspelt key fails the type check. */
export const useAppTranslate = (): AppTranslate => {
  const translate = useTranslate();
  return useCallback((key, options) => translate(key, options), [translate]);
};
