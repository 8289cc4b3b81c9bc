import { refusals } from '../shared/domain-error';

/** The API's refusals of the dashboard's and the reports' own questions. */
export const reportsRefusal = refusals('reports', {
  'chart-series': { status: 422, message: 'The chart must be invoices, sales or expenses.' },
});

export type ReportsRefusalCode = Parameters<typeof reportsRefusal>[0];
