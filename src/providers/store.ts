import { localStorageStore, type Store } from 'react-admin';
import { DEFAULT_LOCALE } from './i18nProvider';

const saved = localStorageStore(undefined, 'vendai');

/**
 * react-admin's store, kept in this browser, answering the default locale while none was chosen.
 * Its i18n context draws nothing on its first render when the store's locale differs from the
 * provider's, which `undefined` does: every load waited one more render of the whole app for it.
 */
export const store: Store = {
  ...saved,
  getItem: <T>(key: string, defaultValue?: T): T | undefined =>
    saved.getItem(key, key === 'locale' && defaultValue === undefined ? (DEFAULT_LOCALE as T) : defaultValue),
};
