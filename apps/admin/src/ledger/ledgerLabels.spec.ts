import { describe, expect, it } from 'vitest';
import { humanize, labelText, parseParty, parseStream } from './ledgerLabels';

describe('ledger labels', () => {
  it('names a stream by its document code, whom it concerns and the receipt it books', () => {
    expect(labelText({ code: 'INV-000001', name: 'Perera Stores', via: 'RCT-000001' })).toBe('INV-000001 · Perera Stores · RCT-000001');
    expect(labelText({ code: null, name: 'Perera Stores', via: null })).toBe('Perera Stores');
    expect(labelText(null)).toBe('');
  });

  it('finds the kind of a stream whose id holds hyphens, and of a party', () => {
    expect(parseStream('cash-entry-7f1c2d3e-aaaa-bbbb-cccc-123456789012')).toEqual({ kind: 'cash-entry', id: '7f1c2d3e-aaaa-bbbb-cccc-123456789012' });
    expect(parseStream('invoice-42')).toEqual({ kind: 'invoice', id: '42' });
    expect(parseStream('period-lock')).toBeUndefined();
    expect(parseParty('customer:42')).toEqual({ kind: 'customer', id: '42' });
    expect(parseParty('receivable')).toBeUndefined();
  });

  it('turns an event type no catalogue names into words', () => {
    expect(humanize('OpeningBalanceSet')).toBe('Opening balance set');
    expect(humanize('cost-of-sales')).toBe('Cost of sales');
  });
});
