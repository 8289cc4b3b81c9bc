import type { ReceiptView } from '@ginuma/domain';
import { httpClient } from './httpClient';

/** A customer's receipts, for the customer page (a dataProvider method used through react-query). */
export const receiptActions = {
  async getCustomerReceipts(customerId: string): Promise<ReceiptView[]> {
    return (await httpClient(`/api/customers/get/payment/${customerId}`)).json as ReceiptView[];
  },
};
