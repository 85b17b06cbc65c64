import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROCESS_ERROR_DETAIL, useNotify } from './notifications';

/**
 * The Delete flow of an item's page: Delete only opens a confirmation dialog; confirming deletes, toasts
 * and returns to the list, and a failure closes the dialog and toasts, so the page never sits behind an
 * open dialog with a stale error.
 * @param remove - the item's delete mutation, taking the item's id.
 * @param options - `deletedTitle` of the success toast and the `listHref` to return to.
 * @returns `confirming` (the dialog is open), `ask` and `cancel` to open and close it, `confirm(id)` to delete.
 */
export function useConfirmedDelete<TData>(
  remove: Pick<UseMutationResult<TData, Error, string>, 'mutate'>,
  { deletedTitle, listHref }: { deletedTitle: string; listHref: string },
) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);

  const confirm = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(deletedTitle);
        navigate(listHref);
      },
      onError: (error) => {
        setConfirming(false);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });

  return { confirming, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm };
}
