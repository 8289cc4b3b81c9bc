import type { OpenBillsView, VoucherFormView, VoucherOptionView } from '@ginuma/domain';
import { httpClient } from './httpClient';
import { saveDocument } from './documentSave';

/** Vouchers' calls beyond CRUD, as dataProvider methods (used through react-query). */
export const voucherActions = {
  async getVoucher(id: string): Promise<VoucherFormView> {
    return (await httpClient(`/api/vouchers/${id}`)).json as VoucherFormView;
  },
  /** Saves the voucher as the form has it, and with `confirm` books it in the same request. */
  saveVoucher(id: string | null, body: object, confirm = false): Promise<VoucherFormView> {
    return saveDocument<VoucherFormView>('/api/vouchers', id, body, confirm);
  },
  /** What a voucher for this supplier can pay: their open bills, oldest first, and their credit. */
  async getOpenBills(supplierId: string): Promise<OpenBillsView> {
    return (await httpClient(`/api/bills/open-bills/${supplierId}`)).json as OpenBillsView;
  },
  async getExpenseSubCategories(categoryId: string): Promise<VoucherOptionView[]> {
    return (await httpClient(`/api/expenses-sub-categories/get-by-category/${categoryId}`)).json as VoucherOptionView[];
  },
};
