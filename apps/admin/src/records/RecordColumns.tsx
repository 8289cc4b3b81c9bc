import { Chip, Switch, Tooltip } from '@mui/material';
import { FunctionField, ReferenceField, TextField, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ROLE_NAMES, isRole, type Locale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { useAppDataProvider } from '../providers/dataProvider';
import { formatFigure } from './recordFormat';
import { useRecordNotify } from './useRecordNotify';
import { columnsOf, NUMERIC_KINDS, type Column, type RecordScreen } from './recordScreens';

const COMMON_LABELS: Record<string, string> = {
  status: 'app.records.status',
  created_at: 'app.records.created_at',
  updated_at: 'app.records.updated_at',
};

/** The i18n key of a column or field title. */
export function columnLabel(screen: RecordScreen, source: string): string {
  return COMMON_LABELS[source] ?? `resources.${screen.name}.fields.${source}`;
}

export function ChoiceText({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return <>{translate(`app.records.choices.${value}`, { _: value })}</>;
}

function RoleChip() {
  const translate = useTranslate();
  const record = useRecordContext();
  const role: unknown = record?.user_role;
  if (!isRole(role)) return null;
  return <Chip size="small" variant="outlined" label={translate(`app.roles.${ROLE_NAMES[role]}`)} />;
}

/** Active/inactive as a switch: one click (or Space) toggles it through `POST status/{id}`. */
function StatusSwitch({ screen, editable }: { screen: RecordScreen; editable: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { refetch } = useListContext();
  const dataProvider = useAppDataProvider();
  const notify = useRecordNotify(screen);
  if (!record) return null;
  const active = record.status === 1;
  const label = translate(active ? 'app.records.active' : 'app.records.inactive');
  if (!editable) return <Chip size="small" color={active ? 'success' : 'default'} variant="outlined" label={label} />;
  const toggle = async () => {
    try {
      await dataProvider.toggleRecordStatus(screen.name, String(record.id));
      notify.success('status');
      await refetch();
    } catch (error) {
      notify.failure('status', error);
    }
  };
  return (
    <Tooltip title={translate(active ? 'app.records.deactivate' : 'app.records.activate')}>
      <Switch
        size="small"
        checked={active}
        onClick={(event) => event.stopPropagation()}
        onChange={() => void toggle()}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </Tooltip>
  );
}

function cell(screen: RecordScreen, column: Column, locale: Locale) {
  const label = columnLabel(screen, column.source);
  const numeric = NUMERIC_KINDS.includes(column.kind);
  const common = { key: column.source, source: column.source, label, textAlign: numeric ? ('right' as const) : ('left' as const) };
  switch (column.kind) {
    case 'money':
    case 'quantity':
    case 'percentage': {
      const measure = column.kind;
      return (
        <FunctionField
          {...common}
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          render={(record: RaRecord) => formatFigure(locale, measure, record[column.source])}
        />
      );
    }
    case 'date':
      return (
        <FunctionField
          {...common}
          sx={{ whiteSpace: 'nowrap' }}
          render={(record: RaRecord) => {
            const value: unknown = record[column.source];
            if (!value) return '';
            // A business date (YYYY-MM-DD) is a day, not an instant: no time zone may move it.
            return formatDate(locale, typeof value === 'string' && value.length === 10 ? value : new Date(String(value)));
          }}
        />
      );
    case 'reference':
      return (
        <ReferenceField {...common} reference={column.reference ?? ''} link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
      );
    case 'choice':
      return <FunctionField {...common} render={(record: RaRecord) => <ChoiceText value={record[column.source]} />} />;
    case 'role':
      return <FunctionField {...common} render={() => <RoleChip />} />;
    case 'phone':
      return <TextField {...common} emptyText="" sx={{ whiteSpace: 'nowrap' }} />;
    case 'text':
      return <TextField {...common} emptyText="" />;
  }
}

/** The Datagrid columns of a screen, status switch included when the record has one. */
export function recordColumns(screen: RecordScreen, locale: Locale, deleted: boolean, canEdit: boolean) {
  const cells = columnsOf(screen).map((column) => cell(screen, column, locale));
  if (screen.hasStatus) {
    cells.push(
      <FunctionField
        key="status"
        source="status"
        label={columnLabel(screen, 'status')}
        render={() => <StatusSwitch screen={screen} editable={canEdit && !deleted} />}
      />,
    );
  }
  return cells;
}
