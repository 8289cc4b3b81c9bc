import { useRecordContext } from 'react-admin';
import { ClearedRowActions } from '../bank-statements/ClearedDocument';
import type { RecordRowActionsProps } from '../records/RecordRowActions';

/**
 * The shared row actions; only a draft may be purged, since the ledger keeps what it knows
 * findable, and a receipt or refund a bank reconciliation cleared is not offered for deletion.
 */
export function PaymentRowActions(props: RecordRowActionsProps) {
  const record = useRecordContext();
  return <ClearedRowActions {...props} can={{ ...props.can, purge: props.can.purge && record?.status === 'pending' }} />;
}
