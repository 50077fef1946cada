import { landingEn } from './en/app-landing';
import { shellEn } from './en/app-shell';
import { simpleUsersEn } from './en/app-users';
import { raEn } from './en/ra';
import { resourcesEn } from './en/resources';
import type { AppMessages } from './pt-BR';

export const en = {
  ra: raEn,
  resources: resourcesEn,
  app: {
    ...shellEn,
    landing: landingEn,
    simpleUsers: simpleUsersEn,
  },
} as const satisfies AppMessages;
