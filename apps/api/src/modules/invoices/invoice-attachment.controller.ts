import { documentAttachmentController } from '../../platform/attachments/document-attachment.controller';
import { findInvoice } from './invoice-rows';

/** An invoice's one attachment (a purchase order scan…), on the shared attachment mechanism. */
export class InvoiceAttachmentController extends documentAttachmentController({
  kind: 'invoice',
  resource: 'invoices',
  path: 'api/invoices/attachment',
  isLive: async (tx, tenantId, id) => !(await findInvoice(tx, tenantId, id)).deleted_at,
}) {}
