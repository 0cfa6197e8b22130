import type { FastifyInstance } from 'fastify';
import {
  PARTNER_LABEL,
  partnerMessages,
  type CredentialPartner,
  type TGuestyCredentials,
  type THostawayCredentials,
  type TLodgifyCredentials,
} from '@stayfront/core';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { createSecretBox } from '../../lib/secret-box';
import type { AccessToken } from './clients/client-credentials';
import { createGuestyClient } from './clients/guesty';
import { createHostawayClient } from './clients/hostaway';
import { createLodgifyClient } from './clients/lodgify';
import type { PartnerClient } from './clients/partner-client';
import { deleteCredentials, findCredentials, upsertCredentials } from './partners.repository';

export type PartnerCredentials = TGuestyCredentials | THostawayCredentials | TLodgifyCredentials;

interface SealedCredentials {
  credentials: PartnerCredentials;
  token: AccessToken | null;
}

const sealContext = (ownerId: string, platform: CredentialPartner) => `${ownerId}:${platform}`;

function secretBox(app: FastifyInstance) {
  return createSecretBox(
    app.config.PARTNER_CREDENTIALS_KEY ?? app.config.SESSION_SECRET,
    'partner-credentials',
  );
}

/** The client for one partner account; a renewed token is handed to `onToken` to be kept. */
export function createPartnerClient(
  app: FastifyInstance,
  platform: CredentialPartner,
  saved: SealedCredentials,
  onToken?: (token: AccessToken) => void,
): PartnerClient {
  const http = { timeoutMs: app.config.PARTNER_TIMEOUT_MS };
  const tokenCache = { token: saved.token, onToken };
  switch (platform) {
    case 'hostaway':
      return createHostawayClient(
        app.config.HOSTAWAY_API_URL,
        saved.credentials as THostawayCredentials,
        http,
        tokenCache,
      );
    case 'lodgify':
      return createLodgifyClient(
        app.config.LODGIFY_API_URL,
        saved.credentials as TLodgifyCredentials,
        http,
      );
    case 'guesty':
    case 'guesty_lite':
      return createGuestyClient(
        app.config.GUESTY_API_URL,
        saved.credentials as TGuestyCredentials,
        http,
        tokenCache,
      );
  }
}

export async function saveSealedCredentials(
  app: FastifyInstance,
  db: DbOrTx,
  ownerId: string,
  platform: CredentialPartner,
  saved: SealedCredentials,
) {
  const sealed = secretBox(app).seal(JSON.stringify(saved), sealContext(ownerId, platform));
  await upsertCredentials(db, ownerId, platform, sealed);
}

export const credentialsRequired = (platform: CredentialPartner) =>
  new AppError('CONFLICT', partnerMessages.credentialsRequired(PARTNER_LABEL[platform]));

/**
 * The owner's client for a partner, built from the saved credentials. `keepToken` saves (sealed
 * again) a token the client obtained, so the partner's token limits are not spent on every call.
 */
export async function loadPartnerClient(
  app: FastifyInstance,
  ownerId: string,
  platform: CredentialPartner,
): Promise<{ client: PartnerClient; keepToken: () => Promise<void> }> {
  const row = await findCredentials(app.db, ownerId, platform);
  if (!row) throw credentialsRequired(platform);
  let saved: SealedCredentials;
  try {
    saved = JSON.parse(secretBox(app).open(row.secret, sealContext(ownerId, platform)));
  } catch (error) {
    // Sealed under another key (the key was rotated): ask the host again.
    app.log.warn({ err: error, platform }, 'saved partner credentials could not be opened');
    await deleteCredentials(app.db, ownerId, platform);
    throw credentialsRequired(platform);
  }
  let renewed: AccessToken | null = null;
  const client = createPartnerClient(app, platform, saved, (token) => {
    renewed = token;
  });
  return {
    client,
    async keepToken() {
      if (!renewed) return;
      await saveSealedCredentials(app, app.db, ownerId, platform, { ...saved, token: renewed });
      renewed = null;
    },
  };
}
