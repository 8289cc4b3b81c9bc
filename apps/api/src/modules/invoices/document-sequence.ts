// Codes are numbered by the document mechanism now; payments, vouchers and the cash book still import them from here.
export { allocateCode, peekCode } from '../../platform/documents/document-sequence';
