import { documentAttachmentController } from '../../platform/attachments/document-attachment.controller';
import { findJournal } from './journal-rows';

/** A journal's supporting document (a loan agreement, an accrual's working); it accounts for nothing, so it may change after confirmation. */
export class JournalAttachmentController extends documentAttachmentController({
  kind: 'journal',
  resource: 'journals',
  path: 'api/journals/attachment',
  isLive: async (tx, tenantId, id) => !(await findJournal(tx, tenantId, id)).deleted_at,
}) {}
