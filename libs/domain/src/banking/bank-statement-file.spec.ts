import { refusalOf } from '../shared/domain-error.testing';
import { decimalSeparatorOf, guessColumns, readStatement, statementAmountOf, statementDateOf, statementMappingOf } from './bank-statement-file';

/** A commercial bank's CSV export: title rows above the table, debit and credit columns, running balance. */
const COMBANK = [
  ['Commercial Bank of Ceylon PLC'],
  ['Account', '1000123456'],
  [],
  ['Txn Date', 'Value Date', 'Description', 'Cheque No', 'Debit', 'Credit', 'Balance'],
  ['', '', 'Balance B/F', '', '', '', '10,000.00'],
  ['03/11/2026', '03/11/2026', 'CEFT ගෙවීම - Perera Traders', '', '', '25,000.00', '35,000.00'],
  ['05/11/2026', '05/11/2026', 'CHQ 100234', '100234', '1,250.50', '', '33,749.50'],
];

describe('reading a statement file', () => {
  it('finds the header row under the title and reads debit and credit into signed amounts', () => {
    const read = readStatement(COMBANK);
    expect(read.mapping).toEqual({ header_row: 4, columns: { date: 0, description: 2, reference: 3, debit: 4, credit: 5, balance: 6 }, date_format: 'dd/MM/yyyy', decimal_separator: '.' });
    expect(read.lines).toEqual([
      { row: 6, date: '2026-11-03', description: 'CEFT ගෙවීම - Perera Traders', reference: null, amount: '25000.00', balance: '35000.00' },
      { row: 7, date: '2026-11-05', description: 'CHQ 100234', reference: '100234', amount: '-1250.50', balance: '33749.50' },
    ]);
    expect(read.date_formats).toEqual(['dd/MM/yyyy', 'MM/dd/yyyy']);
  });

  it('maps Sinhala headers, one signed amount column and comma decimals', () => {
    const rows = [
      ['දිනය', 'විස්තරය', 'යොමු අංකය', 'මුදල', 'ශේෂය'],
      ['2026-11-01', 'විදුලි බිල', 'CEB-9', '-4.500,75', '95.499,25'],
      ['2026-11-02', 'තැන්පතුව', '', '1.000,00', '96.499,25'],
    ];
    const read = readStatement(rows);
    expect(read.mapping).toMatchObject({ columns: { date: 0, description: 1, reference: 2, amount: 3, balance: 4 }, date_format: 'yyyy-MM-dd', decimal_separator: ',' });
    expect(read.lines.map((l) => [l.date, l.amount, l.balance, l.reference])).toEqual([
      ['2026-11-01', '-4500.75', '95499.25', 'CEB-9'],
      ['2026-11-02', '1000.00', '96499.25', null],
    ]);
  });

  it('reads a spreadsheet’s ISO dates and month names, and takes a mapping the user confirms', () => {
    const rows = [
      ['Posting Date', 'Narration', 'Withdrawals', 'Deposits'],
      ['01-Nov-26', 'ATM', '2000', ''],
      ['02-Nov-26', 'Salary', '', '150000'],
    ];
    expect(readStatement(rows).lines.map((l) => [l.date, l.amount])).toEqual([
      ['2026-11-01', '-2000.00'],
      ['2026-11-02', '150000.00'],
    ]);
    const us = [['x', 'y'], ['11/02/2026', '5.00']];
    const mapping = statementMappingOf(JSON.stringify({ columns: { date: 0, amount: 1 }, date_format: 'MM/dd/yyyy' }));
    expect(readStatement(us, mapping ?? {}).lines[0].date).toBe('2026-11-02');
  });

  it('reads the layouts of other banks’ exports: amounts marked CR/DR in one column, and Sinhala headers over debit and credit', () => {
    // A private bank's export: the account's details above, one amount column with the direction after it.
    const hnb = [
      ['Hatton National Bank PLC', '', '', ''],
      ['Statement of account from 01/11/2026 to 30/11/2026', '', '', ''],
      ['Tran Date', 'Particulars', 'Ref No', 'Amount', 'Balance'],
      ['04/11/2026', 'SLIPS වැටුප් - Silva', 'SL-88', '45,000.00 DR', '5,000.00 CR'],
      ['06/11/2026', 'CEFT මුදල් ලැබීම', '', '12,500.00 CR', '17,500.00 CR'],
    ];
    expect(readStatement(hnb).lines).toEqual([
      { row: 4, date: '2026-11-04', description: 'SLIPS වැටුප් - Silva', reference: 'SL-88', amount: '-45000.00', balance: '5000.00' },
      { row: 5, date: '2026-11-06', description: 'CEFT මුදල් ලැබීම', reference: null, amount: '12500.00', balance: '17500.00' },
    ]);
    // A state savings bank's export in Sinhala: debit (හර) and credit (බැර) columns, ISO dates.
    const nsb = [
      ['ජාතික ඉතිරිකිරීමේ බැංකුව'],
      ['ගනුදෙනු දිනය', 'ගනුදෙනු විස්තරය', 'හර මුදල', 'බැර මුදල', 'ශේෂය'],
      ['2026-11-10', 'ATM මුදල් ආපසු ගැනීම', '2,000.00', '', '8,000.00'],
      ['2026-11-11', 'පොලිය', '', '41.25', '8,041.25'],
    ];
    const read = readStatement(nsb);
    expect(read.mapping).toMatchObject({ header_row: 2, columns: { date: 0, description: 1, debit: 2, credit: 3, balance: 4 }, date_format: 'yyyy-MM-dd' });
    expect(read.lines.map((l) => [l.date, l.description, l.amount, l.balance])).toEqual([
      ['2026-11-10', 'ATM මුදල් ආපසු ගැනීම', '-2000.00', '8000.00'],
      ['2026-11-11', 'පොලිය', '41.25', '8041.25'],
    ]);
    expect(refusalOf(() => readStatement([...nsb, ['2026-11-12', 'වැරදි', 'දෙදහස', '', '']])).message).toBe('Row 5, column හර මුදල: “දෙදහස” is not an amount.');
  });

  it('refuses a bad file naming the row and column', () => {
    const badAmount = refusalOf(() => readStatement([['Date', 'Amount'], ['01/11/2026', 'ten']]));
    expect(badAmount.code).toBe('bad-amount');
    expect(badAmount.message).toBe('Row 2, column Amount: “ten” is not an amount.');
    const badDate = refusalOf(() => readStatement([['Date', 'Amount'], ['01/11/2026', '1'], ['31/02/2026', '2']]));
    expect(badDate.message).toBe('Row 3, column Date: “31/02/2026” is not a date in the format dd/MM/yyyy.');
    expect(refusalOf(() => readStatement([['a', 'b'], ['1', '2']])).code).toBe('no-columns');
    expect(refusalOf(() => statementMappingOf('{"columns":{"date":0}}')).code).toBe('mapping');
    expect(refusalOf(() => readStatement([['Date', 'Amount'], ['01/11/2026', '1.005']])).code).toBe('bad-amount');
  });
});

describe('statement values', () => {
  it.each([
    ['1,250.00', '.', '1250.00'],
    ['(1,250.00)', '.', '-1250.00'],
    ['1250.00-', '.', '-1250.00'],
    ['1,250.00 DR', '.', '-1250.00'],
    ['1,250.00 CR', '.', '1250.00'],
    ['LKR 99.5', '.', '99.50'],
    ['1 250,5', ',', '1250.50'],
    ['', '.', null],
  ] as const)('%s with %s decimals is %s', (text, separator, amount) => {
    expect(statementAmountOf(text, separator)).toBe(amount);
  });

  it('detects the decimal separator and the header columns', () => {
    expect(decimalSeparatorOf(['1.250,00', '3,5'])).toBe(',');
    expect(decimalSeparatorOf(['1,250', '3.50'])).toBe('.');
    expect(guessColumns(['Date', 'Ref. No.', 'බැර', 'හර'])).toEqual({ date: 0, reference: 1, credit: 2, debit: 3 });
  });

  it('reads each date format and refuses days that do not exist', () => {
    expect(statementDateOf('9/1/2026', 'dd/MM/yyyy')).toBe('2026-01-09');
    expect(statementDateOf('9/1/2026', 'MM/dd/yyyy')).toBe('2026-09-01');
    expect(statementDateOf('2026-11-05T00:00:00.000Z', 'yyyy-MM-dd')).toBe('2026-11-05');
    expect(statementDateOf('5-Nov-26', 'dd-MMM-yy')).toBe('2026-11-05');
    expect(statementDateOf('29/02/2026', 'dd/MM/yyyy')).toBeNull();
  });
});
