import fc from 'fast-check';
import { DOCUMENT_CODE_PREFIXES, formatDocumentCode, parseDocumentCode, type DocumentKind } from './document-code';

describe('document codes', () => {
  it.each<[DocumentKind, number, string]>([
    ['invoice', 1, 'INV-000001'],
    ['quotation', 42, 'QUO-000042'],
    ['receipt', 999_999, 'RCT-999999'],
    ['refund', 7, 'RFD-000007'],
    ['voucher', 1_000_000, 'VOU-1000000'],
    ['transaction', 12, 'TRN-000012'],
  ])('formats %s %i as %s and parses it back', (kind, sequence, code) => {
    expect(formatDocumentCode(kind, sequence)).toBe(code);
    expect(parseDocumentCode(code)).toEqual({ kind, sequence });
  });

  it.each(['', 'INV-1', 'INV-0000001', 'inv-000001', 'XYZ-000001', 'INV-000000', 'INV 000001', 'INV-00000a', 'MY-INVOICE'])(
    'does not parse %p',
    (code) => expect(parseDocumentCode(code)).toBeNull(),
  );

  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => formatDocumentCode('invoice', 0)).toThrow(RangeError);
    expect(() => formatDocumentCode('invoice', 1.5)).toThrow(RangeError);
  });

  it('round-trips every kind and number', () => {
    const kinds = Object.keys(DOCUMENT_CODE_PREFIXES) as DocumentKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (kind, n) => {
        expect(parseDocumentCode(formatDocumentCode(kind, n))).toEqual({ kind, sequence: n });
      }),
    );
  });
});
