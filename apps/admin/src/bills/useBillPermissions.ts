import { useMemo } from 'react';
import { useRecordPermissions, type RecordPermissions } from '../records/recordLinks';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';
import { BILL_SCREEN } from './billScreen';

/**
 * What the user may do with bills, from the one permission table the API guards with: Entry
 * drafts and confirms, Audit only reads, Admin does everything. Confirming and reversing both
 * post to the books, so both ask `confirm`.
 */
export function useBillPermissions(): RecordPermissions & { confirm: boolean } {
  const can = useRecordPermissions(BILL_SCREEN);
  const { user } = useWorkspace();
  return useMemo(() => ({ ...can, confirm: userCanAccess(user, 'confirm', BILL_SCREEN.permission) }), [can, user]);
}
