import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from './i18nProvider';
import { store } from './store';

describe('the app store', () => {
  it('answers the default locale until one is chosen, then the chosen one', () => {
    expect(store.getItem('locale')).toBe(DEFAULT_LOCALE);
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
    store.removeItem('locale');
    expect(store.getItem('locale', 'en')).toBe('en');
  });

  it('keeps every other key as react-admin stores it', () => {
    expect(store.getItem('users.listParams')).toBeUndefined();
    store.setItem('users.listParams', { page: 2 });
    expect(store.getItem('users.listParams')).toEqual({ page: 2 });
  });
});
