import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList } from '../records/RecordList';
import { VOUCHER_SCREEN, voucherLinks } from './voucherScreens';

function VoucherList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.vouchers.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={VOUCHER_SCREEN} deleted={deleted} links={voucherLinks(base)} />
    </>
  );
}

export const VoucherListPage = () => <VoucherList deleted={false} />;
export const VoucherDeletedListPage = () => <VoucherList deleted />;
