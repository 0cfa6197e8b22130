import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Support sets an owner's plan by hand (recorded in the audit log). */
export function setOwnerPlan({ ownerId, plan }: { ownerId: string; plan: Plan }) {
  return api.post<{ id: string; plan: Plan }>(
    `services/admin/owners/${encodeURIComponent(ownerId)}/plan/`,
    { plan },
  );
}

export function useSetOwnerPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnerPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
