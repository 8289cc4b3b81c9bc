import { describe, expect, it } from 'vitest';
import { explainSearch } from './ledgerActions';

const parse = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('explainSearch', () => {
  it('asks for one page of lines of a balance on both time axes', () => {
    expect(parse(explainSearch({ account: 'receivable', party: 'customer:c-1', asOf: '2026-11-27', knownAt: '2026-11-27T10:00:00.000Z' }, 50, 50))).toEqual({
      account: 'receivable',
      party: 'customer:c-1',
      as_of: '2026-11-27',
      known_at: '2026-11-27T10:00:00.000Z',
      range: '[50,99]',
    });
  });

  it("sends a report's own filters and its period with the account", () => {
    const question = { account: 'expense', from: '2026-11-01', asOf: '2026-11-30', endpoint: '/api/voucher-expenses/report/explain', filters: { supplier_id: 'none', to: '2026-11-30' } };
    expect(parse(explainSearch(question, 0, 50))).toEqual({ supplier_id: 'none', to: '2026-11-30', account: 'expense', from: '2026-11-01', as_of: '2026-11-30', range: '[0,49]' });
  });

  it('names one stream or commodity only when asked', () => {
    expect(parse(explainSearch({ account: 'inventory', commodity: 'product:p-1', stream: 'invoice-i-1' }, 0, 1))).toEqual({
      account: 'inventory',
      commodity: 'product:p-1',
      stream: 'invoice-i-1',
      range: '[0,0]',
    });
  });
});
