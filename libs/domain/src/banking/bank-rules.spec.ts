import { firstRuleFor, isRuleCondition, ruleEntryBody, ruleMatches, type BankRule } from './bank-rules';

const line = (amount: string, description: string, reference: string | null = null) => ({ date: '2026-11-02', amount, description, reference });

const rule = (overrides: Partial<BankRule>): BankRule => ({
  id: 'r1',
  name: 'Perera pays',
  match: 'all',
  conditions: [],
  action: 'create',
  entry: { kind: 'receipt', customer_id: 'c1' },
  memo: null,
  ...overrides,
});

describe('a rule’s conditions', () => {
  it('search text without regard to case or surrounding space, in Sinhala as in English', () => {
    const ceb = line('-2500.00', 'විදුලි බිල CEB Colombo', 'EB-77');
    expect(ruleMatches(rule({ conditions: [{ field: 'description', operator: 'contains', value: ' ceb ' }] }), ceb)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'description', operator: 'starts_with', value: 'විදුලි බිල' }] }), ceb)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'description', operator: 'equals', value: 'විදුලි බිල' }] }), ceb)).toBe(false);
    expect(ruleMatches(rule({ conditions: [{ field: 'reference', operator: 'equals', value: 'eb-77' }] }), ceb)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'reference', operator: 'contains', value: 'EB' }] }), line('-1.00', 'x'))).toBe(false);
  });

  it('compare the line’s amount either way it went, and name its direction', () => {
    const out = line('-2500.00', 'CEB');
    expect(ruleMatches(rule({ conditions: [{ field: 'amount', operator: 'equals', value: '2500' }] }), out)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'amount', operator: 'at_least', value: '2500.00' }] }), out)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'amount', operator: 'at_most', value: '2499.99' }] }), out)).toBe(false);
    expect(ruleMatches(rule({ conditions: [{ field: 'direction', operator: 'is', value: 'out' }] }), out)).toBe(true);
    expect(ruleMatches(rule({ conditions: [{ field: 'direction', operator: 'is', value: 'in' }] }), out)).toBe(false);
  });

  it('hold all together, or any one', () => {
    const conditions = [
      { field: 'description', operator: 'contains', value: 'perera' },
      { field: 'amount', operator: 'at_least', value: '10000' },
    ] as BankRule['conditions'];
    const small = line('1500.00', 'CEFT PERERA TRADERS');
    expect(ruleMatches(rule({ match: 'all', conditions }), small)).toBe(false);
    expect(ruleMatches(rule({ match: 'any', conditions }), small)).toBe(true);
  });

  it('are refused when the operator is not the field’s or the value does not fit it', () => {
    expect(isRuleCondition({ field: 'amount', operator: 'at_least', value: '100.50' })).toBe(true);
    expect(isRuleCondition({ field: 'amount', operator: 'contains', value: '100' })).toBe(false);
    expect(isRuleCondition({ field: 'amount', operator: 'equals', value: '-5' })).toBe(false);
    expect(isRuleCondition({ field: 'amount', operator: 'equals', value: '1.005' })).toBe(false);
    expect(isRuleCondition({ field: 'direction', operator: 'is', value: 'sideways' })).toBe(false);
    expect(isRuleCondition({ field: 'description', operator: 'contains', value: '  ' })).toBe(false);
    expect(isRuleCondition({ field: 'balance', operator: 'equals', value: '1' })).toBe(false);
  });
});

describe('the rule for a line', () => {
  it('is the first in order that holds and whose document fits the way the money went', () => {
    const perera = { field: 'description', operator: 'contains', value: 'perera' } as const;
    const rules = [
      rule({ id: 'voucher', conditions: [perera], entry: { kind: 'voucher', supplier_id: 's1' } }),
      rule({ id: 'receipt', conditions: [perera] }),
      rule({ id: 'later', conditions: [perera], entry: { kind: 'income' } }),
    ];
    expect(firstRuleFor(rules, line('1500.00', 'CEFT PERERA'))?.id).toBe('receipt');
    expect(firstRuleFor(rules, line('-1500.00', 'PERERA CHQ'))?.id).toBe('voucher');
    expect(firstRuleFor(rules, line('1500.00', 'Cash deposit'))).toBeNull();
  });

  it('books its document with its memo as the remark, or the line’s description when it has none', () => {
    expect(ruleEntryBody(rule({ memo: 'Monthly retainer' }))).toEqual({ kind: 'receipt', customer_id: 'c1', remark: 'Monthly retainer' });
    expect(ruleEntryBody(rule({}))).toEqual({ kind: 'receipt', customer_id: 'c1' });
  });
});
