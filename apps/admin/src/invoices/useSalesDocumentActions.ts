import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAppDataProvider } from '../providers/dataProvider';
import { useRecordNotify } from '../records/useRecordNotify';
import { useWorkspace } from '../workspace/useWorkspace';
import type { DocumentKind } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';

/** An action on one document, settled when its notification is shown (it never rejects). */
export type DocumentAction = (id: string) => Promise<void>;

export interface SalesDocumentActions {
  confirm: DocumentAction;
  reverse: DocumentAction;
  /** Makes an invoice of a quotation and opens it. */
  convert: DocumentAction;
}

// A failure is reported by the mutation's own notification; the caller only waits for it.
const settled =
  <T>(mutation: UseMutationResult<T, Error, string>): DocumentAction =>
  (id) =>
    mutation.mutateAsync(id).then(
      () => undefined,
      () => undefined,
    );

/**
 * Confirm, reverse and convert, for the editor and the list rows alike: each through the
 * dataProvider, with the kind's notification, then every query of the kind (the list, the
 * open document) is refreshed.
 */
export function useSalesDocumentActions(kind: DocumentKind): SalesDocumentActions {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const notify = useRecordNotify(kind.screen);
  const invoiceNotify = useRecordNotify(INVOICE_KIND.screen);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [kind.name] });

  const confirm = useMutation({
    mutationFn: (id: string) => dataProvider.confirmInvoice(id),
    onSuccess: () => {
      notify.success('confirm');
      return refresh();
    },
    onError: (error) => notify.failure('confirm', error),
  });
  const reverse = useMutation({
    mutationFn: (id: string) => dataProvider.reverseSalesDocument(kind.name, id),
    onSuccess: () => {
      notify.success('reverse');
      return refresh();
    },
    onError: (error) => notify.failure('reverse', error),
  });
  const convert = useMutation({
    mutationFn: (id: string) => dataProvider.convertQuotation(id),
    onSuccess: async (invoiceId) => {
      invoiceNotify.success('create');
      await refresh();
      navigate(INVOICE_KIND.links(base).edit(invoiceId));
    },
    onError: (error) => notify.failure('convert', error),
  });
  return { confirm: settled(confirm), reverse: settled(reverse), convert: settled(convert) };
}
