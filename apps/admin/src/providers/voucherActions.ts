import type { VoucherFormView, VoucherOptionView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

/** Vouchers' calls beyond CRUD, as dataProvider methods (used through react-query). */
export const voucherActions = {
  async getVoucher(id: string): Promise<VoucherFormView> {
    return (await httpClient(`/api/vouchers/${id}`)).json as VoucherFormView;
  },
  async saveVoucher(id: string | null, body: object): Promise<VoucherFormView> {
    const { json } = id ? await httpClient(`/api/vouchers/${id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/vouchers/create/new', body);
    return json as VoucherFormView;
  },
  async confirmVoucher(id: string): Promise<VoucherFormView> {
    return (await postJson(`/api/vouchers/confirm/voucher/${id}`, {})).json as VoucherFormView;
  },
  async getExpenseSubCategories(categoryId: string): Promise<VoucherOptionView[]> {
    return (await httpClient(`/api/expenses-sub-categories/get-by-category/${categoryId}`)).json as VoucherOptionView[];
  },
};
