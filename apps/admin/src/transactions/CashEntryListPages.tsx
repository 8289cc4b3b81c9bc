import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { RecordList } from '../records/RecordList';
import { useRecordPermissions } from '../records/recordLinks';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { CashEntryDialog } from './CashEntryDialog';
import { CashEntryView } from './CashEntryView';
import { CASH_LIST_EXTENSION, CASH_SCREENS, cashLinks, type CashEntryKind } from './cashEntryScreens';

/**
 * Expenses or incomes (spec routes `expenses`, `expenses/{edit}`, `incomes`): the cash book's
 * entries of one kind on the shared list, with the deleted (reversed) list at `?view=deleted`,
 * a new entry at `?edit=create` and a booked one at `?edit=<id>` or `expenses/<id>`.
 */
function CashEntryListPage({ kind }: { kind: CashEntryKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base } = useWorkspace();
  const [params] = useSearchParams();
  const { id: routeId } = useParams();
  const screen = CASH_SCREENS[kind];
  const can = useRecordPermissions(screen);
  const path = `${base}/${screen.name}`;
  const links = cashLinks(path, can.create);
  const deleted = params.get('view') === 'deleted';
  const editing = routeId ?? params.get('edit');
  const plural = translate(`resources.${screen.name}.name`, { smart_count: 2 });
  const close = () => navigate(links.list);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [screen.name] });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList key={String(deleted)} screen={screen} deleted={deleted} links={links} extension={CASH_LIST_EXTENSION} />
      {editing === 'create' && <CashEntryDialog kind={kind} onClose={close} onSaved={reload} />}
      {editing && editing !== 'create' && <CashEntryView key={editing} screen={screen} id={editing} onClose={close} onDeleted={() => (reload(), close())} onOpen={(entry) => (reload(), navigate(links.edit(entry)))} />}
    </>
  );
}

export const ExpenseListPage = () => <CashEntryListPage kind="expense" />;
export const IncomeListPage = () => <CashEntryListPage kind="income" />;
