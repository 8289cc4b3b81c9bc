import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import type { PaymentKind } from '../providers/paymentActions';
import { useRecordNotify } from '../records/useRecordNotify';
import type { AllocationKind } from './allocationKinds';
import { splitErrors } from './paymentForm';

/**
 * Saves a receipt or refund (confirming it in the same request when asked) through the
 * dataProvider: the screen's notifications, server errors split between the form's fields and
 * the invoice lines they name, then the lists it changes reload and a new document moves to its
 * own route.
 */
export function useAllocationSave<K extends PaymentKind>(kind: AllocationKind<K>, id: string | null, base: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const notify = useRecordNotify(kind.screen);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: ({ body, confirm }: { body: object; confirm: boolean }) => dataProvider.savePaymentDocument(kind.kind, id, body, confirm) });

  const run = async (body: object, sent: readonly { invoice_id: string }[], andConfirm: boolean) => {
    setErrors({});
    setInvoiceErrors({});
    // Saving and confirming is one request: a refused confirm saved nothing, not even the draft.
    const done = andConfirm ? 'confirm' : id ? 'update' : 'create';
    let saved: { id: string };
    try {
      saved = await save.mutateAsync({ body, confirm: andConfirm });
      notify.success(done);
    } catch (failure) {
      notify.failure(done, failure);
      const { byField, byInvoice } = splitErrors(fieldErrorsOf(failure), sent);
      setErrors(byField);
      setInvoiceErrors(byInvoice);
      return;
    }
    for (const key of kind.changes) await queryClient.invalidateQueries({ queryKey: [key] });
    if (!id) navigate(kind.links(base).edit(saved.id), { replace: true });
  };

  return { run, busy: save.isPending, errors, invoiceErrors };
}
