import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { dashboardActions } from './dashboardActions';
import { paymentActions } from './paymentActions';
import { invoiceActions } from './invoiceActions';

export const dataProvider = { ...simpleRestProvider('/api', httpClient), ...paymentActions, ...dashboardActions, ...invoiceActions };

export type AppDataProvider = typeof dataProvider;

/** The dataProvider with its own methods typed (react-admin's hook knows only CRUD). */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
