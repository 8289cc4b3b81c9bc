import type { RefusalTranslations } from './translations';

export const mailSi = {
  'mail.no-recipient-email': 'ගනුදෙනුකරුට විද්‍යුත් තැපැල් ලිපිනයක් නැත: එකක් ඇතුළත් කරන්න.',
  'mail.not-string': '%{label} පෙළක් විය යුතුය.',
  'mail.too-long': '%{label} අක්ෂර %{max} ට වඩා වැඩි නොවිය යුතුය.',
  'mail.locale': 'භාෂාව en හෝ si විය යුතුය.',
} satisfies RefusalTranslations;
