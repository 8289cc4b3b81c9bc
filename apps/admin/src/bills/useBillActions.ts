import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useRecordNotify, type RecordEvent } from '../records/useRecordNotify';
import { billActions } from './billActions';
import { BILL_SCREEN } from './billScreen';

/** An action on one bill, settled when its notification is shown (it never rejects): whether it was done. */
export type BillAction = (id: string) => Promise<boolean>;

export interface BillActions {
  confirm: BillAction;
  reverse: BillAction;
  remove: BillAction;
}

// A failure is reported by the mutation's own notification; the caller only waits for it.
const settled =
  (mutation: UseMutationResult<void, Error, string>): BillAction =>
  (id) =>
    mutation.mutateAsync(id).then(
      () => true,
      () => false,
    );

/**
 * Confirm, reverse and delete, for the editor's header and the list's rows alike: each with the
 * bill's notification (a refusal in the user's language, by its code), then every bill query
 * (the list, the open bill) is read again.
 */
export function useBillActions(): BillActions {
  const queryClient = useQueryClient();
  const notify = useRecordNotify(BILL_SCREEN);
  const step = (event: RecordEvent, call: (id: string) => Promise<void>) => ({
    mutationFn: call,
    onSuccess: () => {
      notify.success(event);
      return queryClient.invalidateQueries({ queryKey: ['bills'] });
    },
    onError: (error: Error) => notify.failure(event, error),
  });
  const confirm = useMutation(step('confirm', billActions.confirmBill));
  const reverse = useMutation(step('reverse', billActions.reverseBill));
  const remove = useMutation(step('delete', billActions.deleteBill));
  return { confirm: settled(confirm), reverse: settled(reverse), remove: settled(remove) };
}
