import fc from 'fast-check';
import { amountInWords } from './amount-in-words';
import { Money, MONEY_MAX } from './money';

const words = (amount: string, language: 'en' | 'si') => amountInWords(Money.of(amount), language);

describe('amountInWords', () => {
  it('writes rupees and cents in English', () => {
    expect(words('1500.50', 'en')).toBe('One Thousand Five Hundred Rupees and Fifty Cents Only');
    expect(words('2000015.00', 'en')).toBe('Two Million Fifteen Rupees Only');
    expect(words('0.00', 'en')).toBe('Zero Rupees Only');
    expect(words('121.07', 'en')).toBe('One Hundred Twenty One Rupees and Seven Cents Only');
    expect(words('1.01', 'en')).toBe('One Rupee and One Cent Only');
    expect(words('1000000000.00', 'en')).toBe('One Billion Rupees Only');
  });

  it('writes rupees and cents in Sinhala', () => {
    expect(words('1500.50', 'si')).toBe('රුපියල් එක් දහස් පන්සියය සහ ශත පනහ පමණි');
    expect(words('25.00', 'si')).toBe('රුපියල් විසිපහ පමණි');
    expect(words('2000.00', 'si')).toBe('රුපියල් දෙ දහස පමණි');
    expect(words('0.01', 'si')).toBe('රුපියල් බිංදුව සහ ශත එක පමණි');
  });

  it('writes the largest amount a document can hold', () => {
    expect(MONEY_MAX).toBe('999999999999.99');
    expect(words(MONEY_MAX, 'en')).toBe(
      'Nine Hundred Ninety Nine Billion Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine Rupees and Ninety Nine Cents Only',
    );
    expect(words(MONEY_MAX, 'si')).toBe('රුපියල් නවසිය අනූනවය බිලියන නවසිය අනූනවය මිලියන නවසිය අනූනව දහස් නවසිය අනූනවය සහ ශත අනූනවය පමණි');
  });

  it('writes the amount, never its sign', () => {
    expect(words('-12.00', 'en')).toBe(words('12.00', 'en'));
  });

  it('gives every amount up to the largest its own words, in both languages', () => {
    const cents = fc.bigInt({ min: 0n, max: 99999999999999n });
    const amount = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        fc.pre(a !== b);
        for (const language of ['en', 'si'] as const) {
          const [x, y] = [words(amount(a), language), words(amount(b), language)];
          if (x === y || /undefined|\s{2}/.test(x)) return false;
        }
        return true;
      }),
    );
  });
});
