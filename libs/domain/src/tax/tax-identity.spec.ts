import { isTin, isVatNumber } from './tax-identity';

describe('tax numbers', () => {
  it('takes a TIN of nine digits only', () => {
    expect(isTin('134567890')).toBe(true);
    for (const bad of ['13456789', '1345678901', '13456789O', '134 567 890', '134567890-7000', '']) expect(isTin(bad)).toBe(false);
  });

  it('takes a VAT number of nine digits then -7000 only', () => {
    expect(isVatNumber('134567890-7000')).toBe(true);
    for (const bad of ['134567890', '134567890-7001', '13456789-7000', '134567890 -7000', '134567890-70000', '134567890-7000\n']) {
      expect(isVatNumber(bad)).toBe(false);
    }
  });
});
