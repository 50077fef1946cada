import type { AppMessages } from '../pt-BR';

export const realtimeEn = {
  contactRenamed: {
    title: 'Contact updated',
    detail: '%{oldName} is now %{newName}',
  },
  sessionExpired: {
    title: 'Session expired',
    detail: 'Your session has expired. Please sign in again.',
  },
} as const satisfies AppMessages['app']['realtime'];
