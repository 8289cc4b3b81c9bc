import { cellFormats, dateText, decimalText, fieldText } from './cell-values';

describe('cell values', () => {
  it('reads thousands separators and a decimal comma', () => {
    expect(decimalText('1,234,567.50', '.')).toBe('1234567.50');
    expect(decimalText('1.234.567,50', ',')).toBe('1234567.50');
    expect(decimalText('12 500,75', ',')).toBe('12500.75');
    expect(decimalText('Rs. 2,500.00', '.')).toBe('2500.00');
    expect(decimalText('-1,000', '.')).toBe('-1000');
  });

  it('leaves what is not a number for the field’s rule to refuse', () => {
    expect(decimalText('twelve', '.')).toBe('twelve');
    expect(decimalText('1,5', '.')).toBe('1,5');
    expect(decimalText('12,34,5', '.')).toBe('12,34,5');
  });

  it('reads dd/MM/yyyy and MM/dd/yyyy dates into YYYY-MM-DD', () => {
    expect(dateText('5/3/2024', 'dd/MM/yyyy')).toBe('2024-03-05');
    expect(dateText('05.03.2024', 'dd/MM/yyyy')).toBe('2024-03-05');
    expect(dateText('3/5/2024', 'MM/dd/yyyy')).toBe('2024-03-05');
    expect(dateText('2024-03-05', 'dd/MM/yyyy')).toBe('2024-03-05');
    expect(dateText('5/3/24', 'dd/MM/yyyy')).toBe('5/3/24');
  });

  it('matches a choice whatever its case and reads a whole number written with a fraction', () => {
    expect(fieldText('stockable', { type: 'choice', choices: ['Stockable', 'Non-stockable'] }, { decimalSeparator: '.', dateFormat: 'dd/MM/yyyy' })).toBe('Stockable');
    expect(fieldText('30.0', { type: 'integer', min: 0, max: 3650 }, { decimalSeparator: '.', dateFormat: 'dd/MM/yyyy' })).toBe('30');
  });

  it('refuses an unknown separator or date format by its field', () => {
    expect(cellFormats(undefined, undefined)).toEqual({ decimalSeparator: '.', dateFormat: 'dd/MM/yyyy' });
    expect(cellFormats(';', undefined)).toMatchObject({ field: 'decimal_separator', refusal: { code: 'imports.decimal-separator' } });
    expect(cellFormats(',', 'd.M.y')).toMatchObject({ field: 'date_format', refusal: { code: 'imports.date-format' } });
  });
});
