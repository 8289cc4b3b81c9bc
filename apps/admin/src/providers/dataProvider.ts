import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { dashboardActions } from './dashboardActions';
import { ledgerActions } from './ledgerActions';
import { paymentActions } from './paymentActions';
import { reportActions } from './reportActions';
import { stockActions } from './stockActions';
import { cashBookActions } from './cashBookActions';
import { voucherActions } from './voucherActions';
import { bookActions } from './bookActions';
import { settingsActions } from './settingsActions';
import { accountActions } from './accountActions';
import { recordActions } from './recordActions';
import { receiptActions } from './receiptActions';
import { planActions } from './planActions';
import { invoiceActions } from './invoiceActions';
import { importActions } from '../imports/importActions';

export const dataProvider = {
  ...simpleRestProvider('/api', httpClient),
  ...paymentActions,
  ...dashboardActions,
  ...reportActions,
  ...stockActions,
  ...ledgerActions,
  ...cashBookActions,
  ...voucherActions,
  ...bookActions,
  ...settingsActions,
  ...accountActions,
  ...recordActions,
  ...receiptActions,
  ...planActions,
  ...invoiceActions,
  ...importActions,
};

export type AppDataProvider = typeof dataProvider;

/** The dataProvider with its own methods typed (react-admin's hook knows only CRUD). */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
