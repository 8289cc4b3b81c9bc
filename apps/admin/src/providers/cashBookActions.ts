import type { BookedCashEntryView, CashBookPeriodView, CashEntryClientView, CashTransactionKind, MoneyAccountView } from '@ginuma/domain';
import { httpClient } from './httpClient';

export interface CashBookPeriod {
  from: string;
  to: string;
}

/**
 * Where an entry is written. The cash book books every kind under its own permission; the
 * expenses and incomes lists book their own kind; an edit always goes to the kind's resource.
 */
export function cashEntryPath(kind: CashTransactionKind, target: { id?: string; viaCashBook: boolean }): string {
  if (target.id) return `/api/${kind}s/${target.id}`;
  if (kind === 'transfer') return '/api/transactions/transferFund';
  return target.viaCashBook ? `/api/transactions/${kind}s` : `/api/${kind}s`;
}

/** The cash book's calls beyond CRUD, as dataProvider methods (used through react-query). */
export const cashBookActions = {
  /** Without a period the server answers this month up to the workspace's own today. */
  async getCashBookPeriod(period: CashBookPeriod | null): Promise<CashBookPeriodView> {
    const query = period?.from && period.to ? `?from=${period.from}&to=${period.to}` : '';
    return (await httpClient(`/api/transactions/banks/balance/filter${query}`)).json as CashBookPeriodView;
  },
  async getMoneyAccounts(): Promise<MoneyAccountView[]> {
    return (await httpClient('/api/transactions/-/banks')).json as MoneyAccountView[];
  },
  /** Customers and suppliers in one list, each as `customer:<id>` / `supplier:<id>`. */
  async getCashEntryClients(): Promise<CashEntryClientView[]> {
    const [customers, suppliers] = await Promise.all([httpClient('/api/customers?range=[0,499]&sort=["name","ASC"]'), httpClient('/api/suppliers/-/getall')]);
    return [
      ...(customers.json as { id: string; name: string }[]).map((c) => ({ id: `customer:${c.id}`, name: c.name, type: 'customer' as const })),
      ...(suppliers.json as { id: string; name: string }[]).map((s) => ({ id: `supplier:${s.id}`, name: s.name, type: 'supplier' as const })),
    ];
  },
  async getCashEntry(resource: string, id: string): Promise<BookedCashEntryView> {
    return (await httpClient(`/api/${resource}/${id}`)).json as BookedCashEntryView;
  },
  /** Books a new entry, or edits one (the API books its reversal and the replacement). */
  async saveCashEntry(kind: CashTransactionKind, target: { id?: string; viaCashBook: boolean }, values: Record<string, string>): Promise<{ id: string }> {
    const { json } = await httpClient(cashEntryPath(kind, target), { method: target.id ? 'PUT' : 'POST', body: JSON.stringify(values) });
    return json as { id: string };
  },
};
