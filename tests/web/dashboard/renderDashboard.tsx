import type { Role } from '../../../contract/common';
import DashboardPage from '../../../src/custom-pages/dashboard/DashboardPage';
import { RealtimeContext } from '../../../src/providers/realtime';
import { signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';
import {
  createDashboardDataProvider,
  type DashboardData,
  type DashboardDataProvider,
} from './dashboardDataProvider';
import { staticRealtime } from './realtimeFakes';

export interface RenderDashboardOptions {
  path?: string;
  role?: Role;
  /** Whether the live socket reports itself connected. */
  online?: boolean;
  /** Changes the fake API before the first render, e.g. to make a call fail. */
  stage?: (dataProvider: DashboardDataProvider) => void;
}

/** The dashboard page over a fake API holding `data`, signed in as an admin by default. */
export const renderDashboard = (
  data: DashboardData = {},
  { path = '/dashboard', role = 'admin', online = false, stage }: RenderDashboardOptions = {},
) => {
  signInAs(role);
  const dataProvider = createDashboardDataProvider(data);
  stage?.(dataProvider);
  const realtime = staticRealtime(online);
  renderWithAdmin(
    <RealtimeContext.Provider value={realtime.value}>
      <DashboardPage />
    </RealtimeContext.Provider>,
    { dataProvider, path },
  );
  return { dataProvider, emit: realtime.emit };
};
