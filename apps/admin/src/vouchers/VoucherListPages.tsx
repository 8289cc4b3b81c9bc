import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { ClearedRowActions } from '../bank-statements/ClearedDocument';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { VOUCHER_SCREEN, voucherLinks } from './voucherScreens';

// A voucher a bank reconciliation cleared is not offered for deletion.
const EXTENSION: RecordListExtension = { RowActions: ClearedRowActions };

function VoucherList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.vouchers.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={VOUCHER_SCREEN} deleted={deleted} links={voucherLinks(base)} extension={EXTENSION} />
    </>
  );
}

export const VoucherListPage = () => <VoucherList deleted={false} />;
export const VoucherDeletedListPage = () => <VoucherList deleted />;
