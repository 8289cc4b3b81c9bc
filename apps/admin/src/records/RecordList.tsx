import type { ComponentType, ReactElement } from 'react';
import { Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, FunctionField, ListBase, useListContext, useTranslate } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { MessagePanel } from '../layout/MessagePanel';
import { PrintStyles } from '../layout/PrintStyles';
import { useWorkspace } from '../workspace/useWorkspace';
import { LOCALE_TAGS } from '../i18n/locale';
import { recordColumns } from './RecordColumns';
import { RecordListToolbar } from './RecordListToolbar';
import { RecordPagination } from './RecordPagination';
import { RecordRowActions, type RecordRowActionsProps } from './RecordRowActions';
import { useRecordPermissions, type RecordLinks, type RecordPermissions } from './recordLinks';
import { nameKey, type RecordScreen } from './recordScreens';
import { ImportFromFileButton } from '../imports/ImportFromFileButton';

/** What a document list (invoices) or a settings list (templates) shows beyond a record's fields. */
export interface RecordListExtension {
  /** Columns in place of the ones made from the screen's fields. */
  columns?: (screen: RecordScreen, locale: Locale, deleted: boolean, canEdit: boolean) => ReactElement[];
  RowActions?: ComponentType<RecordRowActionsProps>;
  /** Actions on the rows ticked in the live list (products' Print barcodes): they make rows selectable. */
  BulkActions?: ComponentType<{ screen: RecordScreen }>;
}

export interface RecordListProps {
  screen: RecordScreen;
  deleted: boolean;
  links: RecordLinks;
  extension?: RecordListExtension;
}

function RecordEmpty(props: RecordListProps & { can: RecordPermissions }) {
  return (
    <div data-testid="empty-state">
      <RecordEmptyPanel {...props} />
    </div>
  );
}

function RecordEmptyPanel({ screen, deleted, links, can }: RecordListProps & { can: RecordPermissions }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const { filterValues, setFilters } = useListContext();
  const plural = translate(nameKey(screen), { smart_count: 2 }).toLocaleLowerCase(LOCALE_TAGS[locale]);
  if (Object.keys(filterValues).length > 0) {
    return (
      <MessagePanel
        headingLevel="h2"
        icon={<SearchOffOutlinedIcon />}
        title={translate('app.records.no_match', { name: plural })}
        body={translate('app.records.no_match_body')}
        actions={
          <Button variant="outlined" onClick={() => setFilters({}, {})}>
            {translate('app.records.clear_search')}
          </Button>
        }
      />
    );
  }
  if (deleted) {
    return (
      <MessagePanel
        headingLevel="h2"
        icon={<DeleteSweepOutlinedIcon />}
        title={translate('app.placeholder.deleted', { name: plural })}
        body={translate('app.placeholder.deleted_body', { name: plural })}
        actions={
          <Button component={RouterLink} to={links.list} variant="outlined">
            {translate('app.records.back_to_list')}
          </Button>
        }
      />
    );
  }
  return (
    <MessagePanel
      headingLevel="h2"
      icon={<InboxOutlinedIcon />}
      title={translate('app.placeholder.list', { name: plural })}
      body={translate(`resources.${screen.name}.empty`, { _: translate(`resources.${screen.permission}.empty`) })}
      actions={
        <>
          {can.create && links.create && (
            <Button component={RouterLink} to={links.create} variant="contained" startIcon={<AddIcon />}>
              {translate('app.records.new', { name: translate(nameKey(screen), { smart_count: 1 }) })}
            </Button>
          )}
          <ImportFromFileButton resource={screen.name} />
        </>
      }
    />
  );
}

function RecordTable({ screen, deleted, links, can, extension }: RecordListProps & { can: RecordPermissions }) {
  const { locale } = useWorkspace();
  const columns = extension?.columns ?? recordColumns;
  const RowActions = extension?.RowActions ?? RecordRowActions;
  const BulkActions = deleted ? undefined : extension?.BulkActions;
  return (
    <Datagrid
      bulkActionButtons={BulkActions ? <BulkActions screen={screen} /> : false}
      rowClick={deleted || !can.show ? false : (id) => links.edit(String(id))}
      empty={<RecordEmpty screen={screen} deleted={deleted} links={links} can={can} />}
      sx={{
        // A wide table scrolls inside the card instead of widening the page.
        // width 0 + min-width 100% keeps the table's width out of the page's minimum width.
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
        '& .RaDatagrid-headerCell': { fontWeight: 600, lineHeight: 1.3, bgcolor: 'background.default' },
        '& .RaDatagrid-rowCell': { py: 0.75 },
        // Half MUI's side padding between columns (the table's edges keep theirs): a Sinhala invoice
        // list of seven-figure amounts then fits 1366 px, no column scrolling under the row actions.
        '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
        '& td.RaDatagrid-rowCell:first-of-type, & th.RaDatagrid-headerCell:first-of-type:not(.MuiTableCell-paddingCheckbox)': { pl: 2 },
        '& .column-actions.RaDatagrid-rowCell, & .column-actions.RaDatagrid-headerCell': { pr: 2 },
        // A row's actions stay in view at the table's right edge while its other columns scroll under them.
        '& .column-actions': { width: extension?.RowActions ? 160 : 96, position: 'sticky', right: 0, zIndex: 1 },
        '& td.column-actions': { bgcolor: 'background.paper' },
      }}
    >
      {columns(screen, locale, deleted, can.edit)}
      <FunctionField
        source="actions"
        label=""
        sortable={false}
        textAlign="right"
        render={() => <RowActions screen={screen} deleted={deleted} links={links} can={can} />}
      />
    </Datagrid>
  );
}

/**
 * The one list of every master-data and settings resource: the live list or its deleted
 * list, with search, filters, print, export, paging and the row actions the user may take.
 */
export function RecordList({ screen, deleted, links, extension }: RecordListProps) {
  const can = useRecordPermissions(screen);
  return (
    <ListBase
      resource={deleted ? `${screen.name}/deleted-list` : screen.name}
      sort={screen.defaultSort}
      perPage={25}
      disableSyncWithLocation
      storeKey={`${screen.name}.${deleted ? 'deleted' : 'list'}`}
      // The page itself is gated by the route and the permission table; react-admin's own
      // check would ask about "customers/deleted-list", which is no resource.
      disableAuthentication
    >
      <PrintStyles />
      <Card data-testid={`record-list-${screen.name}`}>
        <RecordListToolbar screen={screen} deleted={deleted} links={links} can={can} BulkActions={extension?.BulkActions} />
        <RecordTable screen={screen} deleted={deleted} links={links} can={can} extension={extension} />
        <RecordPagination />
      </Card>
    </ListBase>
  );
}
