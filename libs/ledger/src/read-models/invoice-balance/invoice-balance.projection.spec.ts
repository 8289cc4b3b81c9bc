import { INVOICE_STATUS_SQL, invoiceStatusSql } from './invoice-balance.projection';

describe('invoiceStatusSql', () => {
  it('renders the status rules in their order, the last as the ELSE', () => {
    expect(INVOICE_STATUS_SQL).toBe(
      `CASE WHEN b.invoice_id IS NULL THEN 'pending' WHEN b.reversed THEN 'reversed' WHEN b.refunded > 0 THEN 'refund' ` +
        `WHEN b.grand_total - b.paid + b.refunded <= 0 THEN 'paid' WHEN b.paid = 0 THEN 'due' ELSE 'partial' END`,
    );
  });

  it('reads whatever columns it is given', () => {
    const sql = invoiceStatusSql({ draft: 'x.draft', reversed: 'x.gone', grandTotal: 'x.total', paid: 'x.in', refunded: 'x.out' });
    expect(sql).toContain('WHEN x.total - x.in + x.out <= 0 THEN');
  });
});
