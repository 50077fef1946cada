import type { Role } from '../../../contract/common';
import SimulatorPage from '../../../src/custom-pages/simulator/SimulatorPage';
import { RealtimeContext } from '../../../src/providers/realtime';
import {
  createDashboardDataProvider,
  type DashboardData,
  type DashboardDataProvider,
} from '../dashboard/dashboardDataProvider';
import { staticRealtime } from '../dashboard/realtimeFakes';
import { signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';

/** `/simulator` over the fake API, signed in as an admin unless told otherwise. */
export const renderSimulator = (
  data: DashboardData = {},
  { role = 'admin', stage }: { role?: Role; stage?: (api: DashboardDataProvider) => void } = {},
) => {
  signInAs(role);
  const dataProvider = createDashboardDataProvider(data);
  stage?.(dataProvider);
  const realtime = staticRealtime(true);
  renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <SimulatorPage />
    </RealtimeContext.Provider>,
    { dataProvider, path: '/simulator' },
  );
  return { dataProvider, emit: realtime.emit };
};
