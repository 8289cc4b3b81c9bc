/** Each kind of document numbers itself per workspace: INV-000001, INV-000002, … */
export const DOCUMENT_CODE_PREFIXES = {
  invoice: 'INV',
  quotation: 'QUO',
  receipt: 'RCT',
  refund: 'RFD',
  voucher: 'VOU',
  transaction: 'TRN',
  journal: 'JV',
  bill: 'BILL',
  credit_note: 'CN',
  debit_note: 'DN',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_CODE_PREFIXES;

/** Codes are zero-padded to six digits and simply grow past 999999 (INV-1000000). */
export const DOCUMENT_CODE_DIGITS = 6;

export function formatDocumentCode(kind: DocumentKind, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a document sequence number: ${sequence}`);
  return `${DOCUMENT_CODE_PREFIXES[kind]}-${String(sequence).padStart(DOCUMENT_CODE_DIGITS, '0')}`;
}

/**
 * The kind and number of a code in our format, or null for anything else (a code a user
 * typed). Only the canonical spelling parses, so format(parse(code)) === code.
 */
export function parseDocumentCode(code: string): { kind: DocumentKind; sequence: number } | null {
  const match = /^([A-Z]{2,4})-(\d+)$/.exec(code);
  if (!match) return null;
  const [, prefix, digits] = match;
  const kind = (Object.keys(DOCUMENT_CODE_PREFIXES) as DocumentKind[]).find((k) => DOCUMENT_CODE_PREFIXES[k] === prefix);
  if (!kind || !digits) return null;
  const sequence = Number(digits);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  return formatDocumentCode(kind, sequence) === code ? { kind, sequence } : null;
}
