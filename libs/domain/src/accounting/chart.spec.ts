import { ACCOUNTS } from './accounts';
import { chartAccountOf, customChartAccount, isReservedCode, normalBalance, SYSTEM_CHART } from './chart';

describe('chart of accounts', () => {
  it('gives every system account a unique code and a name in both languages', () => {
    const codes = SYSTEM_CHART.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of SYSTEM_CHART) expect(entry.name.si).not.toBe(entry.name.en);
  });

  it('maps every account the ledger posts to', () => {
    for (const account of Object.values(ACCOUNTS)) expect(chartAccountOf(account)).not.toBeNull();
    expect(chartAccountOf('receivable')).toMatchObject({ code: '1100', type: 'asset', control: true, subLedger: 'customer' });
    expect(chartAccountOf('payable')).toMatchObject({ type: 'liability', normal: 'credit', control: true });
    expect(chartAccountOf('discounts')).toMatchObject({ type: 'income', normal: 'debit' });
  });

  it('names a bank account from its record and a custom account from its row', () => {
    const banks = new Map([['bank:b1', { name: 'BOC current' }]]);
    expect(chartAccountOf('bank:b1', [], banks)).toMatchObject({ code: '1020', name: { en: 'BOC current' }, type: 'asset' });
    const loan = customChartAccount({ code: '2500', name_en: 'Bank loan', name_si: 'බැංකු ණය', type: 'liability', active: true });
    expect(chartAccountOf('gl:2500', [loan])).toMatchObject({ account: 'gl:2500', normal: 'credit', system: false });
    expect(chartAccountOf('gl:9999', [loan])).toBeNull();
    expect(chartAccountOf('nonsense')).toBeNull();
  });

  it('reserves system codes and shows balances on the normal side', () => {
    expect(isReservedCode('1100')).toBe(true);
    expect(isReservedCode('2500')).toBe(false);
    expect(normalBalance({ normal: 'credit' }, '-150.00')).toBe('150.00');
    expect(normalBalance({ normal: 'debit' }, '-150.00')).toBe('-150.00');
  });
});
