import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import type { RecordLinks } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import { paymentColumns } from './PaymentColumns';
import { PaymentRowActions } from './PaymentRowActions';
import { RECEIPT_SCREEN, REFUND_SCREEN, receiptLinks, refundLinks } from './paymentScreens';

const EXTENSION: RecordListExtension = { columns: paymentColumns, RowActions: PaymentRowActions };

function PaymentList({ screen, links, deleted, other }: { screen: RecordScreen; links: RecordLinks; deleted: boolean; other?: { to: string; label: string } }) {
  const translate = useTranslate();
  const plural = translate(`resources.${screen.name}.name`, { smart_count: 2 });
  return (
    <>
      <PageHeader
        title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural}
        actions={
          // The deleted list's own toolbar leads back to the list.
          deleted || !other ? undefined : (
            <Box data-print="hide">
              <Button component={RouterLink} to={other.to} variant="outlined">
                {other.label}
              </Button>
            </Box>
          )
        }
      />
      <RecordList screen={screen} deleted={deleted} links={links} extension={EXTENSION} />
    </>
  );
}

/** `payments`: receipts, with a way over to refunds. */
export function ReceiptListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  return <PaymentList screen={RECEIPT_SCREEN} links={receiptLinks(base)} deleted={false} other={{ to: refundLinks(base).list, label: translate('app.payments.refunds') }} />;
}

export function ReceiptDeletedListPage() {
  const { base } = useWorkspace();
  return <PaymentList screen={RECEIPT_SCREEN} links={receiptLinks(base)} deleted />;
}

/** `payments/refunds`. */
export function RefundListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  return <PaymentList screen={REFUND_SCREEN} links={refundLinks(base)} deleted={false} other={{ to: receiptLinks(base).list, label: translate('app.payments.receipts') }} />;
}

export function RefundDeletedListPage() {
  const { base } = useWorkspace();
  return <PaymentList screen={REFUND_SCREEN} links={refundLinks(base)} deleted />;
}
