import { useMutation } from '@tanstack/react-query';
import { logout } from '@/lib/session';

/**
 * Ends the host's session and loads the store again from the server, so it starts over as a new
 * anonymous guest with nothing cached from the host (spec section 6: Log Out).
 */
export function useLogOutOfPreview(storeHref: string) {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign(storeHref),
  });
}
