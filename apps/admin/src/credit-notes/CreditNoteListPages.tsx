import type { ReactElement } from 'react';
import { Chip } from '@mui/material';
import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { CREDIT_NOTE_SCREEN, creditNoteLinks } from './creditNoteScreen';

const label = (source: string) => `resources.credit-notes.fields.${source}`;
const COLOURS: Record<string, 'default' | 'success' | 'error'> = { pending: 'default', confirmed: 'success', reversed: 'error' };

/** A credit note's stage as a chip. */
export function CreditNoteStageChip({ stage }: { stage: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[stage] ?? 'default'} label={translate(`app.credit-notes.status.${stage}`, { _: stage })} data-testid="credit-note-status" />;
}

function creditNoteColumns(_screen: unknown, locale: Locale): ReactElement[] {
  return [
    <TextField key="code" source="code" label={label('code')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />,
    <TextField key="customer_name" source="customer_name" label={label('customer_name')} emptyText="" />,
    <TextField key="invoice_code" source="invoice_code" label={label('invoice_code')} sortable={false} emptyText="" />,
    <FunctionField key="date" source="date" label={label('date')} sx={{ whiteSpace: 'nowrap' }} render={(record: RaRecord) => formatDate(locale, String(record.date).slice(0, 10))} />,
    <FunctionField key="grand_total" source="grand_total" label={label('grand_total')} textAlign="right" render={(record: RaRecord) => formatFigure(locale, 'money', record.grand_total)} />,
    <FunctionField key="status" source="status" label={label('status')} sortable={false} render={(record: RaRecord) => <CreditNoteStageChip stage={String(record.status)} />} />,
  ];
}

const EXTENSION: RecordListExtension = { columns: creditNoteColumns };

function CreditNoteList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.credit-notes.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={CREDIT_NOTE_SCREEN} deleted={deleted} links={creditNoteLinks(base)} extension={EXTENSION} />
    </>
  );
}

/** `credit-notes`: the live list, with search, stage filter, export and the row actions. */
export const CreditNoteListPage = () => <CreditNoteList deleted={false} />;
/** `credit-notes/deleted-list`: deleted notes, with restore and, for drafts, permanent delete. */
export const CreditNoteDeletedListPage = () => <CreditNoteList deleted />;
