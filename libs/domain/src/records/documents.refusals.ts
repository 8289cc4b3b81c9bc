import { refusals } from '../shared/domain-error';

/** What every kind of document shares: draft edits and deleting for good. */
export const documentsRefusal = refusals('documents', {
  'change-not-object': { status: 422, message: 'The change must be an object.' },
  /** `document` names the kind in English (receipt, refund…). */
  'ledger-known': { status: 409, message: 'A %{document} the ledger knows cannot be deleted for good.' },
});

/** A document mailed to its customer or supplier. `label` is the form's field (subject, message…). */
export const mailRefusal = refusals('mail', {
  'no-recipient-email': { status: 422, message: 'The customer has no email address: enter one.' },
  'not-string': { status: 422, message: 'The %{label} must be a string.' },
  'too-long': { status: 422, message: 'The %{label} must not be greater than %{max} characters.' },
  locale: { status: 422, message: 'The locale must be en or si.' },
});

/** A file uploaded as a form's field, refused before the route reads it. `max` is in MB. */
export const uploadsRefusal = refusals('uploads', {
  'too-large': { status: 413, message: 'The %{label} may not be greater than %{max} MB.' },
});

/** The file attached to a document. The misspelling of 'choose-attachment' is the product's wording, kept on purpose. */
export const attachmentsRefusal = refusals('attachments', {
  'choose-attachment': { status: 422, message: 'Plaease Choose Attachment' },
  'file-type': { status: 422, message: 'The attachment must be a PDF, JPEG, PNG or GIF file.' },
  'one-file': { status: 422, message: 'Please upload one file as the attachment.' },
});

/** Print templates and their logos. */
export const templatesRefusal = refusals('templates', {
  'no-template': { status: 404, message: 'No template has been created yet.' },
  'logo-required': { status: 422, message: 'Please select a logo first.' },
  'not-an-image': { status: 422, message: 'Please upload jpeg.png or gif image' },
});
