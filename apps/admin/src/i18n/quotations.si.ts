import { mergeMessages } from './records.en';
import type { QuotationMessages } from './quotations.en';

/** Quotations in Sinhala, merged into the Sinhala catalogue. */
export const quotationMessagesSi: QuotationMessages = {
  app: {
    quotations: {
      status: { pending: 'අපේක්ෂිත', converted: 'ඉන්වොයිසියක් බවට පත් කළ', reversed: 'ආපසු හැරවූ' },
      convert: 'ඉන්වොයිසියක් බවට පත් කරන්න',
      convert_yes: 'ඔව්, එය පරිවර්තනය කරන්න!',
      convert_body: 'මෙම මිල ගණනින් අපේක්ෂිත ඉන්වොයිසියක් සාදා එයට සම්බන්ධ කෙරේ.',
      converted_read_only: 'මෙම මිල ගණන ඉන්වොයිසියක් බවට පත් කර ඇති බැවින් තවදුරටත් සංස්කරණය කළ නොහැක.',
      reversed_read_only: 'මෙම මිල ගණන ආපසු හරවා ඇති බැවින් තවදුරටත් සංස්කරණය කළ නොහැක.',
      customer_invoices: 'ඉන්වොයිසි',
      customer_quotations: 'මිල ගණන්',
      none: 'තවම කිසිවක් නැත.',
      email_title: 'මිල ගණන විද්‍යුත් තැපෑලෙන් යවන්න',
      email_failed: 'මිල ගණන් විද්‍යුත් තැපෑල අසාර්ථක විය',
      link_copied: 'මිල ගණන් URL පිටපත් කරන ලදී',
      link_failed: 'මිල ගණන් URL පිටපත් කිරීම අසාර්ථක විය',
    },
    records: {
      notify: {
        convert_done: '%{name} ඉන්වොයිසියක් බවට පත් කළා',
        convert_failed: '%{name} පරිවර්තනය අසාර්ථක විය',
      },
    },
  },
};

export const withQuotationMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, quotationMessagesSi);
