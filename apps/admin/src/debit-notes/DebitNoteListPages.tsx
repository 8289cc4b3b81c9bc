import type { ReactElement } from 'react';
import { Chip } from '@mui/material';
import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { DEBIT_NOTE_SCREEN, debitNoteLinks } from './debitNoteScreen';

const label = (source: string) => `resources.debit-notes.fields.${source}`;
const COLOURS: Record<string, 'default' | 'success' | 'error'> = { pending: 'default', confirmed: 'success', reversed: 'error' };

/** A debit note's stage as a chip. */
export function DebitNoteStageChip({ stage }: { stage: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[stage] ?? 'default'} label={translate(`app.debit-notes.status.${stage}`, { _: stage })} data-testid="debit-note-status" />;
}

function debitNoteColumns(_screen: unknown, locale: Locale): ReactElement[] {
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="supplier_name" source="supplier_name" label={label('supplier_name')} emptyText="" />,
    <TextField key="bill_code" source="bill_code" label={label('bill_code')} sortable={false} emptyText="" />,
    <FunctionField key="date" source="date" label={label('date')} sx={{ whiteSpace: 'nowrap' }} render={(record: RaRecord) => formatDate(locale, String(record.date).slice(0, 10))} />,
    <FunctionField key="grand_total" source="grand_total" label={label('grand_total')} textAlign="right" render={(record: RaRecord) => formatFigure(locale, 'money', record.grand_total)} />,
    <FunctionField key="status" source="status" label={label('status')} sortable={false} render={(record: RaRecord) => <DebitNoteStageChip stage={String(record.status)} />} />,
  ];
}

const EXTENSION: RecordListExtension = { columns: debitNoteColumns };

function DebitNoteList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.debit-notes.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={DEBIT_NOTE_SCREEN} deleted={deleted} links={debitNoteLinks(base)} extension={EXTENSION} />
    </>
  );
}

/** `debit-notes`: the live list, with search, stage filter, export and the row actions. */
export const DebitNoteListPage = () => <DebitNoteList deleted={false} />;
/** `debit-notes/deleted-list`: deleted notes, with restore and, for drafts, permanent delete. */
export const DebitNoteDeletedListPage = () => <DebitNoteList deleted />;
