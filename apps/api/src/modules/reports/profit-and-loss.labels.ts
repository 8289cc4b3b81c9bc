import type { Locale, ProfitLossLine, ProfitLossSectionKey } from '@ginuma/domain';

export interface ProfitAndLossLabels {
  locale: Locale;
  sections: Record<ProfitLossSectionKey, string>;
  totals: Record<ProfitLossSectionKey, string>;
  lines: Record<string, string>;
  grossProfit: string;
  netProfit: string;
}

/** The statement's words in both languages of the product: the export and the mailed summary. */
export const PROFIT_AND_LOSS_LABELS: Record<Locale, ProfitAndLossLabels> = {
  en: {
    locale: 'en',
    sections: { income: 'Income', cost_of_sales: 'Cost of sales', operating_expenses: 'Operating expenses' },
    totals: { income: 'Total income', cost_of_sales: 'Total cost of sales', operating_expenses: 'Total operating expenses' },
    lines: { sales: 'Sales', discounts: 'Discounts', invoice_parameters: 'Invoice parameters', other_income: 'Other income', stock_sold: 'Cost of stock sold', stock_adjustments: 'Stock adjustments', category: 'Uncategorised' },
    grossProfit: 'Gross profit',
    netProfit: 'Net profit',
  },
  si: {
    locale: 'si',
    sections: { income: 'ආදායම', cost_of_sales: 'විකුණුම් පිරිවැය', operating_expenses: 'මෙහෙයුම් වියදම්' },
    totals: { income: 'මුළු ආදායම', cost_of_sales: 'මුළු විකුණුම් පිරිවැය', operating_expenses: 'මුළු මෙහෙයුම් වියදම්' },
    lines: { sales: 'විකුණුම්', discounts: 'වට්ටම්', invoice_parameters: 'ඉන්වොයිසි පරාමිතීන්', other_income: 'වෙනත් ආදායම්', stock_sold: 'විකුණූ තොග පිරිවැය', stock_adjustments: 'තොග ගැලපීම්', category: 'වර්ගීකරණය නොකළ' },
    grossProfit: 'දළ ලාභය',
    netProfit: 'ශුද්ධ ලාභය',
  },
};

/** A line's name as printed: an expense category's own name, an account's chart name, else the label of its key. */
export function profitAndLossLineName(labels: ProfitAndLossLabels, line: Pick<ProfitLossLine, 'key' | 'name' | 'names'>): string {
  return line.name ?? line.names?.[labels.locale] ?? labels.lines[line.key] ?? line.key;
}
