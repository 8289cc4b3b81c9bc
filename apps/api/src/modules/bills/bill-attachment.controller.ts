import { documentAttachmentController } from '../../platform/attachments/document-attachment.controller';
import { findBill } from './bill-rows';

/**
 * A bill's one attachment (the supplier's own invoice, scanned): upload, download and
 * `DELETE /api/bills/attachment/{id}`. It documents the bill and accounts for nothing, so it may
 * change after confirmation too.
 */
export class BillAttachmentController extends documentAttachmentController({
  kind: 'bill',
  resource: 'bills',
  path: 'api/bills/attachment',
  isLive: async (tx, tenantId, id) => !(await findBill(tx, tenantId, id)).deleted_at,
}) {}
