import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useRecordNotify } from '../records/useRecordNotify';
import type { RecordScreen } from '../records/recordScreens';
import { splitErrors } from './paymentForm';

export interface AllocationDocumentCalls<Doc extends { id: string }> {
  screen: RecordScreen;
  /** The document being edited, or null for a new one. */
  id: string | null;
  save: (id: string | null, body: object) => Promise<Doc>;
  confirm: (id: string) => Promise<unknown>;
  /** Query keys whose figures the document changes (its own list, the invoices it names). */
  changes: readonly string[];
  editPath: (id: string) => string;
}

/**
 * Saves a receipt or refund (and confirms it when asked): the screen's notifications, server
 * errors split between the form's fields and the invoice lines they name, then the lists it
 * changes reload and a new document moves to its own route.
 */
export function useAllocationSave<Doc extends { id: string }>(calls: AllocationDocumentCalls<Doc>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useRecordNotify(calls.screen);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const run = async (body: object, sent: readonly { invoice_id: string }[], confirm: boolean) => {
    const fail = (failure: unknown) => {
      const { byField, byInvoice } = splitErrors(fieldErrorsOf(failure), sent);
      setErrors(byField);
      setInvoiceErrors(byInvoice);
    };
    setBusy(true);
    setErrors({});
    setInvoiceErrors({});
    let saved: Doc | null = null;
    try {
      saved = await calls.save(calls.id, body);
      notify.success(calls.id ? 'update' : 'create');
    } catch (failure) {
      notify.failure(calls.id ? 'update' : 'create', failure);
      fail(failure);
    }
    if (saved && confirm) {
      try {
        await calls.confirm(saved.id);
        notify.success('confirm');
      } catch (failure) {
        notify.failure('confirm', failure);
        fail(failure);
      }
    }
    setBusy(false);
    if (!saved) return;
    for (const key of calls.changes) await queryClient.invalidateQueries({ queryKey: [key] });
    if (!calls.id) navigate(calls.editPath(saved.id), { replace: true });
  };

  return { run, busy, errors, invoiceErrors };
}
