import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

// An expense opens in a dialog over its list, so `expenses/:id` is the list too.
const expenseList = lazyPage(() => import('./CashEntryListPages').then((m) => m.ExpenseListPage));

export const expenses: WorkspaceResource = { name: 'expenses', list: expenseList, edit: expenseList, icon: OutboxOutlinedIcon, recordRepresentation: 'code' };

export const incomes: WorkspaceResource = {
  name: 'incomes',
  list: lazyPage(() => import('./CashEntryListPages').then((m) => m.IncomeListPage)),
  icon: MoveToInboxOutlinedIcon,
  recordRepresentation: 'code',
};
