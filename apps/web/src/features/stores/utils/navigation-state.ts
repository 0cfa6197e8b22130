/**
 * Router state of the navigation to a store's dashboard right after the host created it: the
 * onboarding redirect leaves that store alone (the Start selling checklist guides the host there).
 */
export const NEW_STORE_STATE = { isNewStore: true } as const;

export function isNewStoreState(state: unknown): boolean {
  return (
    state != null &&
    typeof state === 'object' &&
    (state as { isNewStore?: unknown }).isNewStore === true
  );
}
