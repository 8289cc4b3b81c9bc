import type { Locale, MonthlySummaryKind } from '@ginuma/domain';
import { moneyIn } from '../payments/payment-pdf';

export interface SummaryFacts {
  business: string;
  currency: string;
  /** The outstanding summary's date, or the first and last day of the business summary's month. */
  period: { from: string; to: string };
  /** What is due in total and on how many invoices (outstanding); net profit (business). */
  count?: number;
  amount: string;
}

/** The month a period falls in, as a reader says it ("October 2026", "2026 ඔක්තෝබර්"). */
export function monthName(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'si' ? 'si-LK' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The subject and body of a monthly summary mail in the workspace's language. */
export function monthlySummaryMail(kind: MonthlySummaryKind, locale: Locale, facts: SummaryFacts): { subject: string; text: string } {
  const amount = `${facts.currency} ${moneyIn(locale)(facts.amount)}`;
  const month = monthName(facts.period.from, locale);
  const { from, to } = facts.period;
  if (locale === 'si') {
    return kind === 'outstanding'
      ? {
          subject: `මාසික හිඟ මුදල් සාරාංශය — ${facts.business} — ${to}`,
          text: `ආයුබෝවන්,\n\n${to} දිනට ඔබේ ගනුදෙනුකරුවන් ගෙවිය යුතු මුදල් අමුණා ඇති පැතුරුම්පතෙහි ඇත: ඉන්වොයිසි ${facts.count ?? 0}ක් සඳහා මුළු ${amount}.\n\nමෙම සාරාංශය එවන දිනය සැකසුම් › මාසික වාර්තා දින තුළ වෙනස් කළ හැක.\n\nGinuma`,
        }
      : {
          subject: `මාසික ව්‍යාපාරික සාරාංශය — ${facts.business} — ${month}`,
          text: `ආයුබෝවන්,\n\n${from} සිට ${to} දක්වා ලාභ අලාභ ප්‍රකාශය අමුණා ඇති PDF ගොනුවෙහි ඇත. ශුද්ධ ලාභය: ${amount}.\n\nමෙම සාරාංශය එවන දිනය සැකසුම් › මාසික වාර්තා දින තුළ වෙනස් කළ හැක.\n\nGinuma`,
        };
  }
  return kind === 'outstanding'
    ? {
        subject: `Monthly outstanding summary — ${facts.business} — ${to}`,
        text: `Hello,\n\nAttached is what your customers owe as of ${to}: ${amount} due on ${facts.count ?? 0} invoice(s).\n\nYou can change the day this summary is sent in Settings › Monthly Report dates.\n\nGinuma`,
      }
    : {
        subject: `Monthly business summary — ${facts.business} — ${month}`,
        text: `Hello,\n\nAttached is the profit and loss for ${from} to ${to}. Net profit: ${amount}.\n\nYou can change the day this summary is sent in Settings › Monthly Report dates.\n\nGinuma`,
      };
}
