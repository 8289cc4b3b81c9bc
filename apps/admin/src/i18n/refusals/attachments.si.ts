import type { RefusalTranslations } from './translations';

export const attachmentsSi = {
  'attachments.choose-attachment': 'කරුණාකර ඇමුණුමක් තෝරන්න',
  'attachments.file-type': 'ඇමුණුම PDF, JPEG, PNG හෝ GIF ගොනුවක් විය යුතුය.',
  'attachments.one-file': 'කරුණාකර ඇමුණුම ලෙස එක් ගොනුවක් උඩුගත කරන්න.',
} satisfies RefusalTranslations;
