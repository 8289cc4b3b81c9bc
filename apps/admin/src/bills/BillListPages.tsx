import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import type { RecordScreen } from '../records/recordScreens';
import { billColumns } from './BillColumns';
import { BillRowActions } from './BillRowActions';
import { BILL_SCREEN, billLinks } from './billScreen';

const EXTENSION: RecordListExtension = { columns: billColumns, RowActions: BillRowActions };
const SUPPLIERS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The bill screen with a Supplier filter (`filter.supplier_id`) over the workspace's suppliers. */
function useBillScreen(): RecordScreen {
  const suppliers = useGetList<{ id: string; name: string }>('suppliers', SUPPLIERS).data;
  return useMemo(
    () => ({
      ...BILL_SCREEN,
      choiceFilters: [
        { name: 'supplier_id', label: 'resources.bills.fields.supplier_id', choices: (suppliers ?? []).map((s) => ({ id: String(s.id), key: '', label: s.name })) },
      ],
    }),
    [suppliers],
  );
}

function BillList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const screen = useBillScreen();
  const plural = translate('resources.bills.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={screen} deleted={deleted} links={billLinks(base)} extension={EXTENSION} />
    </>
  );
}

/** `bills`: the live list, with search, supplier and status filters, export and the row actions. */
export const BillListPage = () => <BillList deleted={false} />;
/** `bills/deleted-list`: deleted bills, with restore and, for drafts, permanent delete. */
export const BillDeletedListPage = () => <BillList deleted />;
