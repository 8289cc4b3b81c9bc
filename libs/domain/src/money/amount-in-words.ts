import type { Money } from '../money/money';

export type WordsLanguage = 'en' | 'si';

const EN_ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen',
  'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const EN_SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/*
 * Sinhala joins a number's parts by changing the word before the next part (දහස → දහස්,
 * සියය → එකසිය…); numbers below a hundred are each a word of their own, so they are listed.
 */
const SI_UNITS = ['', 'එක', 'දෙක', 'තුන', 'හතර', 'පහ', 'හය', 'හත', 'අට', 'නවය'];
const SI_UNITS_JOINED = ['', 'එක්', 'දෙ', 'තුන්', 'හාර', 'පන්', 'හය', 'හත්', 'අට', 'නව'];
const SI_TEENS = ['දහය', 'එකොළහ', 'දොළහ', 'දහතුන', 'දාහතර', 'පහළොව', 'දාසය', 'දාහත', 'දහඅට', 'දහනවය'];
const SI_TENS = ['', '', 'විස්ස', 'තිහ', 'හතළිහ', 'පනහ', 'හැට', 'හැත්තෑව', 'අසූව', 'අනූව'];
const SI_TENS_JOINED = ['', '', 'විසි', 'තිස්', 'හතළිස්', 'පනස්', 'හැට', 'හැත්තෑ', 'අසූ', 'අනූ'];
const SI_SCALES = ['', 'දහස', 'මිලියන', 'බිලියන', 'ට්‍රිලියන'];

/**
 * An amount as a cheque, a voucher or a tax invoice writes it: rupees and cents in words ("One
 * Thousand Two Hundred Rupees and Fifty Cents Only"), up to MONEY_MAX. Works on the decimal's
 * digits, never on a float.
 */
export function amountInWords(amount: Money, language: WordsLanguage): string {
  const [whole, cents] = amount.abs().toFixed().split('.');
  const rupees = BigInt(whole);
  const centValue = Number(cents);
  if (language === 'si') {
    const parts = [`රුපියල් ${rupees === 0n ? 'බිංදුව' : siNumber(rupees)}`];
    if (centValue > 0) parts.push(`ශත ${siBelowHundred(centValue, false)}`);
    return `${parts.join(' සහ ')} පමණි`;
  }
  const parts = [`${rupees === 0n ? 'Zero' : enNumber(rupees)} ${rupees === 1n ? 'Rupee' : 'Rupees'}`];
  if (centValue > 0) parts.push(`${enBelowThousand(centValue)} ${centValue === 1 ? 'Cent' : 'Cents'}`);
  return `${parts.join(' and ')} Only`;
}

function groupsOf(value: bigint): number[] {
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  if (groups.length > EN_SCALES.length) throw new RangeError(`Too large to write in words: ${value}`);
  return groups;
}

function enNumber(value: bigint): string {
  const words: string[] = [];
  groupsOf(value).forEach((group, scale) => {
    if (group > 0) words.unshift([enBelowThousand(group), EN_SCALES[scale]].filter(Boolean).join(' '));
  });
  return words.join(' ');
}

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${EN_ONES[hundreds]} Hundred`);
  if (rest >= 20) words.push([EN_TENS[Math.floor(rest / 10)], EN_ONES[rest % 10]].filter(Boolean).join(' '));
  else if (rest > 0) words.push(EN_ONES[rest]);
  return words.join(' ');
}

function siNumber(value: bigint): string {
  const groups = groupsOf(value);
  const words: string[] = [];
  groups.forEach((group, scale) => {
    if (group === 0) return;
    const last = words.length === 0;
    if (scale === 0) words.unshift(siBelowThousand(group, false));
    else if (scale === 1) words.unshift(`${siBelowThousand(group, true)} ${last ? 'දහස' : 'දහස්'}`);
    else words.unshift(`${siBelowThousand(group, false)} ${SI_SCALES[scale]}`);
  });
  return words.join(' ');
}

/** `joined`: the number stands before another word (දෙදහස), so it takes its joining form. */
function siBelowThousand(n: number, joined: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${hundreds === 1 ? 'එක' : SI_UNITS_JOINED[hundreds]}${rest > 0 || joined ? 'සිය' : 'සියය'}`);
  if (rest > 0) words.push(siBelowHundred(rest, joined));
  return words.join(' ');
}

function siBelowHundred(n: number, joined: boolean): string {
  if (n < 10) return joined ? SI_UNITS_JOINED[n] : SI_UNITS[n];
  if (n < 20) return SI_TEENS[n - 10];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (unit === 0) return joined ? SI_TENS_JOINED[tens] : SI_TENS[tens];
  return `${SI_TENS_JOINED[tens]}${joined ? SI_UNITS_JOINED[unit] : SI_UNITS[unit]}`;
}
