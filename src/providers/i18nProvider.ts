import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBR } from '../i18n/pt-BR';

export const DEFAULT_LOCALE = 'pt-BR';

/** pt-BR is bundled; English loads only when someone switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('../i18n/en').then(({ en }) => en) : ptBR),
  DEFAULT_LOCALE,
  [
    { locale: 'pt-BR', name: 'Português (Brasil)' },
    { locale: 'en', name: 'English' },
  ],
);
