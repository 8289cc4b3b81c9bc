import { documentAttachmentController } from '../../platform/attachments/document-attachment.controller';
import { findVoucher } from './voucher-rows';

/**
 * A voucher's one attachment (the supplier's bill): `DELETE /api/vouchers/attachment/{id}`
 * and its upload and download. It documents the payment and accounts for nothing, so it may
 * change after confirmation too.
 */
export class VoucherAttachmentController extends documentAttachmentController({
  kind: 'voucher',
  resource: 'vouchers',
  path: 'api/vouchers/attachment',
  isLive: async (tx, tenantId, id) => !(await findVoucher(tx, tenantId, id)).deleted_at,
}) {}
