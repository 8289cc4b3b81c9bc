import { useRecordContext } from 'react-admin';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';

/** The shared row actions; only a draft may be purged, since the ledger keeps what it knows findable. */
export function PaymentRowActions(props: RecordRowActionsProps) {
  const record = useRecordContext();
  return <RecordRowActions {...props} can={{ ...props.can, purge: props.can.purge && record?.status === 'pending' }} />;
}
