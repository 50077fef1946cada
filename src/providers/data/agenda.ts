import type { AgendaSettings } from '../../../contract/agenda-settings';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** The agenda's calls that are not CRUD (the appointments themselves are the simple-rest resource). */
export const agendaMethods = (call: Call) => ({
  /** The shop's visit hours; the defaults when the organization never saved them. */
  getAgendaSettings: () => call<AgendaSettings>('GET', '/agenda/settings'),
  /** Admins only: the server answers 403 to a seller. */
  saveAgendaSettings: (settings: AgendaSettings) => call<AgendaSettings>('PUT', '/agenda/settings', settings),
});
