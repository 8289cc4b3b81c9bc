import { Injectable } from '@nestjs/common';
import { localePath, type Locale } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { HttpConfig } from '../../platform/http/http-config';
import { MailOutbox, type NewMail } from '../../platform/mail/mail-outbox';
import { issueToken, retireTokens, TOKEN_MINUTES, type TokenPurpose } from './account-tokens';

/** The admin's page each link opens. */
const PAGE: Record<TokenPurpose, string> = { reset: 'reset-password', verify: 'email-verify', 'config-email': 'config-email-verify' };

type MailText = Pick<NewMail, 'subject' | 'text'>;

/**
 * Issues a token and queues its mail in the current transaction; the mail leaves once that commits.
 * A new link retires the earlier ones of its purpose (the user's own; for the business email, the
 * workspace's): only the latest mail works.
 */
@Injectable()
export class AccountLinks {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly http: HttpConfig,
  ) {}

  /** `locale` is the language of the person asking: the mail is written in it and its link opens the page in it. */
  async send(me: Principal, purpose: TokenPurpose, to: string, locale: Locale): Promise<void> {
    await retireTokens(this.db.tx, me.tenantId, purpose, purpose === 'config-email' ? undefined : me.userId);
    const token = await issueToken(this.db.tx, { tenantId: me.tenantId, userId: me.userId, purpose, email: to });
    const link = `${this.http.appUrl}${localePath(locale, `/${PAGE[purpose]}/${token}`)}`;
    const text = locale === 'si' ? sinhala(purpose, me, link) : english(purpose, me, link);
    await this.mail.queue(me, { to, ...text, about: `account:${purpose}` });
  }
}

function english(purpose: TokenPurpose, me: Principal, link: string): MailText {
  const hours = TOKEN_MINUTES[purpose] / 60;
  const expiry = hours < 2 ? `${TOKEN_MINUTES[purpose]} minutes` : `${hours} hours`;
  switch (purpose) {
    case 'reset':
      return {
        subject: 'Reset your Ginuma password',
        text: [
          `Hello ${me.name},`,
          '',
          'Someone asked to reset the password of your Ginuma account. To choose a new password, open:',
          link,
          '',
          `The link works once and expires in ${expiry}. Resetting signs you out everywhere else.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      };
    case 'verify':
      return {
        subject: 'Verify your email address',
        text: [
          `Hello ${me.name},`,
          '',
          `Welcome to Ginuma. Please confirm that this is your email address by opening:`,
          link,
          '',
          `The link expires in ${expiry}; you can ask for a new one from the app.`,
        ].join('\n'),
      };
    case 'config-email':
      return {
        subject: `${me.workspace.name}: verify your business email`,
        text: [
          `This address was entered as the business email of ${me.workspace.name} on Ginuma.`,
          'To confirm it, open:',
          link,
          '',
          `The link expires in ${expiry}. If you do not know this business, ignore this mail.`,
        ].join('\n'),
      };
    default: {
      const unknown: never = purpose;
      throw new Error(`No mail for ${String(unknown)}`);
    }
  }
}

// The same mails in Sinhala, in the admin's Sinhala terms (සබැඳිය link, නික්මෙන්න sign out).
// A count ending in "කින්" reads "within": "පැය 24කින්" is "within 24 hours".
function sinhala(purpose: TokenPurpose, me: Principal, link: string): MailText {
  const hours = TOKEN_MINUTES[purpose] / 60;
  const expiry = hours < 2 ? `මිනිත්තු ${TOKEN_MINUTES[purpose]}` : `පැය ${hours}`;
  switch (purpose) {
    case 'reset':
      return {
        subject: 'ඔබේ Ginuma මුරපදය යළි සකසන්න',
        text: [
          `ආයුබෝවන් ${me.name},`,
          '',
          'ඔබේ Ginuma ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලීමක් ලැබී ඇත. නව මුරපදයක් තෝරා ගැනීමට, මෙය විවෘත කරන්න:',
          link,
          '',
          `මෙම සබැඳිය එක් වරක් පමණක් ක්‍රියා කරන අතර ${expiry}කින් කල් ඉකුත් වේ. මුරපදය යළි සැකසූ විට, අනෙක් සියලු තැන්වලින් ඔබ ස්වයංක්‍රීයව නික්මෙනු ඇත.`,
          'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම තැපෑල නොසලකා හරින්න: ඔබේ මුරපදය නොවෙනස්ව පවතී.',
        ].join('\n'),
      };
    case 'verify':
      return {
        subject: 'ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කරන්න',
        text: [
          `ආයුබෝවන් ${me.name},`,
          '',
          'Ginuma වෙත සාදරයෙන් පිළිගනිමු. මෙය ඔබේ විද්‍යුත් තැපැල් ලිපිනය බව තහවුරු කිරීමට, මෙය විවෘත කරන්න:',
          link,
          '',
          `සබැඳිය ${expiry}කින් කල් ඉකුත් වේ; යෙදුමෙන් ඔබට නව සබැඳියක් ඉල්ලිය හැක.`,
        ].join('\n'),
      };
    case 'config-email':
      return {
        subject: `${me.workspace.name}: ඔබේ ව්‍යාපාරික විද්‍යුත් තැපෑල තහවුරු කරන්න`,
        text: [
          `මෙම ලිපිනය Ginuma හි ${me.workspace.name} සඳහා ව්‍යාපාරික විද්‍යුත් තැපෑල ලෙස ඇතුළත් කර ඇත.`,
          'එය තහවුරු කිරීමට, මෙය විවෘත කරන්න:',
          link,
          '',
          `සබැඳිය ${expiry}කින් කල් ඉකුත් වේ. ඔබ මෙම ව්‍යාපාරය නොදන්නේ නම්, මෙම තැපෑල නොසලකා හරින්න.`,
        ].join('\n'),
      };
    default: {
      const unknown: never = purpose;
      throw new Error(`No mail for ${String(unknown)}`);
    }
  }
}
