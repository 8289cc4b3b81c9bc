import { formatMoney, Money, type Locale } from '@ginuma/domain';
import type { Tx } from '../database/database';

export type MailedDocument = 'invoice' | 'quotation' | 'receipt' | 'refund' | 'credit-note' | 'debit-note';

/** What a document's mail tells its customer besides the attached PDF. */
export interface DocumentMailFacts {
  document: MailedDocument;
  code: string;
  customer: string;
  amount: string;
  /** An invoice's due date, a quotation's last valid day, a receipt's, refund's or note's date. */
  date: string | null;
  /** The customer's own link to the document, where the kind has one. */
  link: string | null;
}

/** Who the mail is from, as Business Configuration names it, and the currency it counts in. */
export interface MailBusiness {
  name: string;
  currency: string;
}

export async function mailBusiness(tx: Tx, tenantId: string): Promise<MailBusiness> {
  const [business] = await tx.query<MailBusiness>(
    `SELECT coalesce(nullif(c.business_name, ''), w.name) AS name, coalesce(nullif(c.base_currency, ''), 'LKR') AS currency
       FROM workspaces w LEFT JOIN business_configuration c ON c.tenant_id = w.id WHERE w.id = $1`,
    [tenantId],
  );
  return business;
}

/** An amount as its reader writes it, with the business's currency: "LKR 8,601.00". */
export function mailAmount(amount: string, currency: string, locale: Locale): string {
  return `${currency} ${formatMoney(Money.of(amount), locale === 'si' ? 'si-LK' : 'en-US')}`;
}

/** A business date as its reader says it: "1 December 2026", "2026 දෙසැම්බර් 1". */
export function mailDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'si' ? 'si-LK' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const NOUN: Record<Locale, Record<MailedDocument, string>> = {
  en: { invoice: 'Invoice', quotation: 'Quotation', receipt: 'Receipt', refund: 'Refund', 'credit-note': 'Credit note', 'debit-note': 'Debit note' },
  si: { invoice: 'ඉන්වොයිසිය', quotation: 'මිල ගණන් පත්‍රය', receipt: 'රිසිට්පත', refund: 'මුදල් ආපසු ගෙවීම', 'credit-note': 'බැර පත්‍රය', 'debit-note': 'හර පත්‍රය' },
};

const AMOUNT_LINE: Record<Locale, Record<MailedDocument, (amount: string, date: string | null) => string>> = {
  en: {
    invoice: (amount, date) => `Invoice total: ${amount}${date ? `, due by ${date}` : ''}.`,
    quotation: (amount, date) => `Quoted total: ${amount}${date ? `, valid until ${date}` : ''}.`,
    receipt: (amount, date) => `Thank you for your payment of ${amount}${date ? ` received on ${date}` : ''}.`,
    refund: (amount, date) => `We have refunded ${amount}${date ? ` on ${date}` : ''}.`,
    'credit-note': (amount, date) => `We have credited your account with ${amount}${date ? ` on ${date}` : ''}.`,
    'debit-note': (amount, date) => `We have debited your account with ${amount}${date ? ` on ${date}` : ''}.`,
  },
  si: {
    invoice: (amount, date) => `ඉන්වොයිසි එකතුව: ${amount}${date ? `, ${date} දිනට පෙර ගෙවිය යුතුය` : ''}.`,
    quotation: (amount, date) => `මිල ගණන් එකතුව: ${amount}${date ? `, ${date} දක්වා වලංගුය` : ''}.`,
    receipt: (amount, date) => `${date ? `${date} දින ` : ''}ඔබ ගෙවූ ${amount} සඳහා ස්තූතියි.`,
    refund: (amount, date) => `${date ? `${date} දින ` : ''}අපි ඔබට ${amount} ආපසු ගෙවා ඇත.`,
    'credit-note': (amount, date) => `${date ? `${date} දින ` : ''}අපි ඔබේ ගිණුමට ${amount} බැර කර ඇත.`,
    'debit-note': (amount, date) => `${date ? `${date} දින ` : ''}අපි ඔබේ ගිණුමට ${amount} හර කර ඇත.`,
  },
};

const WORDS: Record<Locale, { from: string; dear: string; attached: (noun: string, code: string) => string; link: string }> = {
  en: { from: 'from', dear: 'Dear', attached: (noun, code) => `Please find ${noun.toLowerCase()} ${code} attached.`, link: 'View it online' },
  si: { from: 'වෙතින්', dear: 'හිතවත්', attached: (noun, code) => `${noun} ${code} මෙයට අමුණා ඇත.`, link: 'එය මාර්ගගතව බලන්න' },
};

/** The subject and body a document's mail has when its sender wrote none, in the reader's language. */
export function documentMailWording(locale: Locale, business: MailBusiness, facts: DocumentMailFacts): { subject: string; text: string } {
  const noun = NOUN[locale][facts.document];
  const words = WORDS[locale];
  const amount = mailAmount(facts.amount, business.currency, locale);
  const date = facts.date ? mailDate(facts.date, locale) : null;
  const subject =
    locale === 'si' ? `${business.name} ${words.from} ${noun} ${facts.code} (${amount})` : `${noun} ${facts.code} ${words.from} ${business.name} (${amount})`;
  const text = [
    `${words.dear} ${facts.customer},`,
    '',
    words.attached(noun, facts.code),
    AMOUNT_LINE[locale][facts.document](amount, date),
    ...(facts.link ? ['', `${words.link}: ${facts.link}`] : []),
    '',
    business.name,
  ].join('\n');
  return { subject, text };
}
