import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

type Mutation<TData, TError, TVariables, TContext> = Pick<
  UseMutationResult<TData, TError, TVariables, TContext>,
  'mutate'
>;

interface SingleFlightOptions {
  /**
   * The form stays on screen after a success and may be sent again (settings saved in place).
   * Otherwise a success ends the form: it closes or moves on, and until it has, a second click
   * (a double click against a fast server, or a click on a closing modal) would send it again.
   */
  repeatable?: boolean;
  /**
   * For a modal whose form component stays mounted while closed: each opening is a new form,
   * which may be sent again whatever the last one did.
   */
  open?: boolean;
}

/**
 * Sends a form's mutation once at a time. A double click reaches the submit handler twice before
 * the button shows it is loading (antd's onFinish even waits for validation first), and each
 * call would create its store, payout method or co-host, or report the second call's "already
 * exists" over the first's success. Sends made while one is in flight, or after the success of a
 * form that is not repeatable, are dropped; a failure lets the form be sent again.
 */
export function useSingleFlight({ repeatable = false, open }: SingleFlightOptions = {}) {
  const busy = useRef(false);
  // Reset as the modal opens, not as it closes: its closing moment is when a late click lands.
  useEffect(() => {
    if (open) busy.current = false;
  }, [open]);
  return useCallback(
    function send<TData, TError, TVariables, TContext>(
      mutation: Mutation<TData, TError, TVariables, TContext>,
      variables: TVariables,
      options: MutateOptions<TData, TError, TVariables, TContext> = {},
    ) {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(variables, {
        ...options,
        onError: (...failed) => {
          busy.current = false;
          return options.onError?.(...failed);
        },
        onSuccess: (...succeeded) => {
          if (repeatable) busy.current = false;
          return options.onSuccess?.(...succeeded);
        },
      });
    },
    [repeatable],
  );
}
