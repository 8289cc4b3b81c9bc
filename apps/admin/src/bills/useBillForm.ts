import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { BillView } from '@ginuma/domain';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useRecordNotify } from '../records/useRecordNotify';
import { useWorkspace } from '../workspace/useWorkspace';
import { businessToday } from '../i18n/format';
import { useNextCode } from '../forms/useNextCode';
import { billActions } from './billActions';
import { billBodyOf, billDraftErrors, billDraftOf, liveBillTotals, newBillDraft, type BillDraft, type BillDraftLine, type BillTotals } from './billDraft';
import { BILL_SCREEN, billLinks } from './billScreen';

export interface BillForm {
  draft: BillDraft;
  set: (change: Partial<BillDraft>) => void;
  setLine: (key: string, change: Partial<BillDraftLine>) => void;
  /** The figures the server will store, on what is typed now. */
  totals: BillTotals;
  /** A field's server error as a text field shows it. */
  errorOf: (field: string) => { error: boolean; helperText: string | undefined };
  lineError: (key: string, field: string) => string | undefined;
  /** The saved code, or the next one the server will give (shown, not reserved). */
  code: string;
  busy: boolean;
  /** Saves the draft, and with `confirm` confirms it in the same request; a new bill then opens at its address. */
  save: (confirm: boolean) => void;
}

/**
 * The bill editor's state: the draft as typed, its live totals (`rates`: each tax's rate by id),
 * the server's field errors and the save. Saving and confirming is one request (`?confirm=true`),
 * so a refused confirm saves nothing and the refusal stands on the fields.
 */
export function useBillForm(bill: BillView | null, canCreate: boolean, rates: ReadonlyMap<string, string>): BillForm {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const notify = useRecordNotify(BILL_SCREEN);
  const [draft, setDraft] = useState<BillDraft>(() => (bill ? billDraftOf(bill) : newBillDraft(businessToday())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [code] = useNextCode(bill?.code, 'bills', bill || !canCreate ? null : billActions.nextBillCode);
  const totals = useMemo(() => liveBillTotals(draft, rates), [draft, rates]);

  const save = useMutation({
    mutationFn: async (confirm: boolean): Promise<BillView | null> => {
      setErrors({});
      const done = confirm ? 'confirm' : bill ? 'update' : 'create';
      try {
        const saved = await billActions.saveBill(bill?.id ?? null, billBodyOf(draft), confirm);
        notify.success(done);
        return saved;
      } catch (failure) {
        notify.failure(done, failure);
        setErrors(billDraftErrors(draft, fieldErrorsOf(failure)));
        return null;
      }
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: ['bills'] });
      if (!bill) navigate(billLinks(base).edit(saved.id), { replace: true });
    },
  });

  return {
    draft,
    set: (change) => setDraft((current) => ({ ...current, ...change })),
    setLine: (key, change) => setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) })),
    totals,
    errorOf: (field) => ({ error: Boolean(errors[field]), helperText: errors[field] }),
    lineError: (key, field) => errors[`${key}.${field}`],
    code,
    busy: save.isPending,
    save: (confirm) => save.mutate(confirm),
  };
}
