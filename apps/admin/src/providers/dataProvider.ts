import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { dashboardActions } from './dashboardActions';
import { ledgerActions } from './ledgerActions';
import { paymentActions } from './paymentActions';
import { reportActions } from './reportActions';
import { stockActions } from './stockActions';

export const dataProvider = { ...simpleRestProvider('/api', httpClient), ...paymentActions, ...dashboardActions, ...reportActions, ...stockActions, ...ledgerActions };

export type AppDataProvider = typeof dataProvider;

/** The dataProvider with its own methods typed (react-admin's hook knows only CRUD). */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
