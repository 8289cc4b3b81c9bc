import type { Resource } from '@ginuma/domain';
import type { Tx } from '../database/database';
import type { AttachmentKind } from './attachment-store';

/** A kind of document that carries one attached file. */
export interface AttachmentOwner {
  kind: AttachmentKind;
  /** The permission resource whose `edit` and `show` guard the file. */
  resource: Resource;
  /** `api/<resource>/attachment`: the public path, e.g. `DELETE /api/vouchers/attachment/{id}`. */
  path: string;
  /** Whether the document exists and is not deleted in this tenant; a missing one is a 404. */
  isLive: (tx: Tx, tenantId: string, id: string) => Promise<boolean>;
}
