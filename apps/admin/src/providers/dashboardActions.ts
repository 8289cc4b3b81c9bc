import type { DashboardView } from '@ginuma/domain';
import { httpClient } from './httpClient';

/** The dashboard's read, as a dataProvider method (used through react-query). */
export const dashboardActions = {
  async getDashboard(): Promise<DashboardView> {
    return (await httpClient('/api/dashboard')).json as DashboardView;
  },
};
