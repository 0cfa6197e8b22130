import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialPartner } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

/** Whether the owner saved credentials for the partner (they are never sent back). */
export async function getCredentialsExist(partner: CredentialPartner): Promise<boolean> {
  const { exist } = await api.get<{ exist: boolean }>(`services/${partner}/oauth/get/`);
  return exist;
}

export type CredentialsInput =
  | { user?: string; integrationToken: string }
  | { accountId: string; apiKey: string }
  | { apiKey: string };

/** The partner checks the credentials before they are saved. */
export function saveCredentials(partner: CredentialPartner, body: CredentialsInput) {
  return api.post<{ ok: true; data: { platform: string; exist: true } }>(
    `services/${partner}/oauth/`,
    body,
  );
}

export function useSaveCredentials(partner: CredentialPartner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CredentialsInput) => saveCredentials(partner, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.properties(partner) }),
  });
}

/** Airbnb: Hospitable Connect's page where the host lets it reach their Airbnb account. */
export async function startHospitableConnect(): Promise<string> {
  const { returnUrl } = await api.post<{ returnUrl: string }>(
    'services/hospitableconnect/connect/',
    {},
  );
  return returnUrl;
}
