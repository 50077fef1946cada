import type { BootstrapResponse } from '../../../contract/bootstrap';
import type { Call } from './call';

/** The signed-in frame's one start-up call (what its header, banners and guards read first). */
export const bootstrapMethods = (call: Call) => ({
  /** `month`/`year`: the bonus badge's month, as this browser counts it. */
  getBootstrap: (month: number, year: number) =>
    call<BootstrapResponse>('GET', `/bootstrap?month=${month}&year=${year}`),
});
