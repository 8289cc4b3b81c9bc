import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { DocumentTotals } from '@ginuma/domain';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import { useRecordNotify } from '../records/useRecordNotify';
import { useWorkspace } from '../workspace/useWorkspace';
import { businessToday } from '../i18n/format';
import { useNextCode } from '../forms/useNextCode';
import type { DocumentKind, SalesDocument } from './documentKind';
import { bodyOf, draftErrors, draftOf, liveTotals, newDraft, type InvoiceDraft } from './invoiceDraft';

export interface InvoiceForm {
  draft: InvoiceDraft;
  set: (change: Partial<InvoiceDraft>) => void;
  /** The same figures the server will compute, on what is typed now. */
  totals: DocumentTotals;
  /** A field's server error as a text field shows it. */
  errorOf: (field: string) => { error: boolean; helperText: string | undefined };
  lineError: (key: string, field: string) => string | undefined;
  /** The saved code, or the next one the server will give (shown, not reserved). */
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  /** Saves the draft (and, for an invoice, confirms it); a new one then opens at its address. */
  save: (confirm: boolean) => void;
  /** An invoice's code may be changed on its own. */
  saveCode: () => void;
}

/** The editor's state: the draft as typed, its live totals, the server's field errors, save and code change. */
export function useInvoiceForm(kind: DocumentKind, invoice: SalesDocument | null, canCreate: boolean): InvoiceForm {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const notify = useRecordNotify(kind.screen);
  const [draft, setDraft] = useState<InvoiceDraft>(() => (invoice ? draftOf(invoice) : newDraft(businessToday())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const nextCode = useMemo(() => (invoice || !canCreate ? null : () => dataProvider.nextSalesDocumentCode(kind.name)), [invoice, canCreate, dataProvider, kind.name]);
  const [code, setCode] = useNextCode(invoice?.code, kind.name, nextCode);
  const totals = useMemo(() => liveTotals(draft), [draft]);
  const event = invoice ? 'update' : 'create';

  const save = useMutation({
    mutationFn: async (confirm: boolean): Promise<SalesDocument | null> => {
      setErrors({});
      // Saving and confirming is one request: a refused confirm saved nothing, not even the draft,
      // so the editor stays where it is with the refusal on its fields.
      const done = confirm ? 'confirm' : event;
      try {
        const saved = await dataProvider.saveSalesDocument(kind.name, invoice?.id ?? null, bodyOf(draft, kind.invoiceOnly), confirm);
        notify.success(done);
        return saved;
      } catch (failure) {
        notify.failure(done, failure);
        setErrors(draftErrors(draft, fieldErrorsOf(failure)));
        return null;
      }
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: [kind.name] });
      if (!invoice) navigate(kind.links(base).edit(saved.id), { replace: true });
    },
  });

  const changeCode = useMutation({
    mutationFn: (id: string) => dataProvider.changeInvoiceCode(id, code),
    onSuccess: (_nothing, id) => {
      notify.success('update');
      return queryClient.invalidateQueries({ queryKey: [kind.name, 'document', id] });
    },
    onError: (failure) => {
      notify.failure('update', failure);
      setErrors(fieldErrorsOf(failure));
    },
  });

  return {
    draft,
    set: (change) => setDraft((current) => ({ ...current, ...change })),
    totals,
    errorOf: (field) => ({ error: Boolean(errors[field]), helperText: errors[field] }),
    lineError: (key, field) => errors[`${key}.${field}`],
    code,
    setCode,
    busy: save.isPending,
    save: (confirm) => save.mutate(confirm),
    saveCode: () => {
      if (invoice) changeCode.mutate(invoice.id);
    },
  };
}
