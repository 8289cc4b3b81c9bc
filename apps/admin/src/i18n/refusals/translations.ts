import type { RefusalCode } from '@ginuma/domain';

/** A refusal in another language: its message, and its title where the English one has one. */
export type RefusalTranslation = string | { message: string; title: string };

export type RefusalTranslations = Partial<Record<RefusalCode, RefusalTranslation>>;
