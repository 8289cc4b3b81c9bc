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
 * Saves a receipt or refund (and confirms it when asked) through the dataProvider: the screen's
 * notifications, server errors split between the form's fields and the invoice lines they name,
 * then the lists it changes reload and a new document moves to its own route.
 */
export function useAllocationSave<K extends PaymentKind>(kind: AllocationKind<K>, id: string | null, base: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const notify = useRecordNotify(kind.screen);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: (body: object) => dataProvider.savePaymentDocument(kind.kind, id, body) });
  const confirm = useMutation({ mutationFn: (savedId: string) => dataProvider.confirmPaymentDocument(kind.kind, savedId) });

  const run = async (body: object, sent: readonly { invoice_id: string }[], andConfirm: boolean) => {
    const fail = (failure: unknown) => {
      const { byField, byInvoice } = splitErrors(fieldErrorsOf(failure), sent);
      setErrors(byField);
      setInvoiceErrors(byInvoice);
    };
    setErrors({});
    setInvoiceErrors({});
    let saved: { id: string } | null = null;
    try {
      saved = await save.mutateAsync(body);
      notify.success(id ? 'update' : 'create');
    } catch (failure) {
      notify.failure(id ? 'update' : 'create', failure);
      fail(failure);
    }
    if (saved && andConfirm) {
      try {
        await confirm.mutateAsync(saved.id);
        notify.success('confirm');
      } catch (failure) {
        notify.failure('confirm', failure);
        fail(failure);
      }
    }
    if (!saved) return;
    for (const key of kind.changes) await queryClient.invalidateQueries({ queryKey: [key] });
    if (!id) navigate(kind.links(base).edit(saved.id), { replace: true });
  };

  return { run, busy: save.isPending || confirm.isPending, errors, invoiceErrors };
}
