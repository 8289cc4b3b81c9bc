import { mergeMessages } from './records.en';

/** The profit and loss report (`profitloss.*`), merged into the English catalogue. */
export const profitLossMessagesEn = {
  profitloss: {
    title: 'Profit and Loss',
    subtitle: 'Income and costs of a period, summed from the ledger; every figure opens into its postings.',
    from: 'From',
    to: 'To',
    known_at: 'As known at',
    known_at_help: 'Leave empty for everything recorded',
    amount: 'Amount',
    sections: { income: 'Income', cost_of_sales: 'Cost of sales', operating_expenses: 'Operating expenses' },
    totals: { income: 'Total income', cost_of_sales: 'Total cost of sales', operating_expenses: 'Total operating expenses' },
    lines: {
      sales: 'Sales',
      discounts: 'Less discounts',
      invoice_parameters: 'Invoice parameters',
      other_income: 'Other income',
      stock_sold: 'Cost of stock sold',
      stock_adjustments: 'Stock adjustments',
      category: 'Uncategorised expenses',
    },
    none: 'No expenses in this period',
    gross_profit: 'Gross profit',
    net_profit: 'Net profit',
    net_loss: 'Net loss',
    method: 'Accrual basis: a sale counts on its invoice date and a reversal takes it back on its own date. Stock sold is valued at its moving-average cost. Every income and expense account is here, so the net for the financial year to date is the balance sheet’s current-year earnings.',
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type ProfitLossMessages = Leaves<typeof profitLossMessagesEn>;

export const withProfitLossMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, profitLossMessagesEn);
