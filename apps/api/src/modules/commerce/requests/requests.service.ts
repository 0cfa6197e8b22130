import {
  APPROVAL_ACTOR_TYPES,
  approvalMessages,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
  centsToAmount,
  NOT_ON_HOLD_MESSAGE,
  sideMayApprove,
  type ApprovalAction,
  type ApprovalActorType,
} from '@stayfront/core';
import { AppError, notAuthenticated, notFound, permissionDenied } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import type { CommerceDeps } from '../deps';
import type { PurchaseRow } from '../purchases/purchases.repository';
import {
  approveRequest,
  claim,
  conflict,
  isAuthorisationLapsing,
  releaseRequest,
} from './request-decision.flow';
import { loadRequestContext } from '../notifications/notifications.repository';
import { findRequestByLink } from './request-links.repository';
import { toRequestView } from './request-view.serializers';
import { toGuestDetails } from '../../reporting/sales/guest-details';
import {
  countPendingRequestLines,
  listPendingRequestLines,
  type PendingRequestRow,
} from './requests.repository';

type HostAuth = AuthContext & { ownerId: string };

function toPendingRequest(row: PendingRequestRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: Number(row.order_number),
    purchase_id: row.purchase_id,
    product_name: row.product_name,
    quantity: row.quantity,
    delivery_date: row.delivery_date,
    owner_purchase_uuid: row.owner_uuid,
    store_id: row.store_id,
    store_name: row.store_name,
    guest: toGuestDetails({
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      customerEmail: row.customer_email,
      userEmail: row.user_email,
      userIsAnonymous: row.user_is_anonymous,
    }),
    guest_amount: centsToAmount(row.amount_cents + row.convenience_fee_cents),
    owner_profit: centsToAmount(row.owner_profit_cents),
    currency: row.currency,
    is_purchasable_off_platform: row.is_off_platform,
    // A host's own request is answered from the owner side; a merchant's only by the merchant.
    can_approve: row.merchant_id == null,
    date_created: row.requested_at,
  };
}

/** The requests waiting for the owner's answer; another owner's id is answered as missing. */
export async function listPendingRequests(
  deps: Pick<CommerceDeps, 'db'>,
  auth: HostAuth,
  ownerId: string,
  limit: number,
  offset: number,
) {
  if (auth.ownerId !== ownerId) throw notFound();
  const rows = await listPendingRequestLines(deps.db, ownerId, limit, offset);
  const count =
    rows.length > 0
      ? Number(rows[0]!.total)
      : offset > 0
        ? await countPendingRequestLines(deps.db, ownerId)
        : 0;
  return { count, limit, offset, results: rows.map(toPendingRequest) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const forbidden = (message: string) => new AppError('PERMISSION_DENIED', message);

function isActorType(value: string): value is ApprovalActorType {
  return (APPROVAL_ACTOR_TYPES as readonly string[]).includes(value);
}

/**
 * The host who may open the owner side: the store's owner or one of its co-hosts (support acting
 * as them included). The owner's page shows the guest's name, e-mail and phone, so unlike the
 * merchant's and the guest's links its link alone is not enough (spec: a host-only route).
 */
function ownerSideViewer(auth: AuthContext | null): string {
  if (!auth) throw notAuthenticated();
  if (auth.user.role !== 'HOST' || !auth.ownerId) throw permissionDenied();
  return auth.ownerId;
}

/**
 * The merchant's and the guest's links are their credential; the owner's needs the owning
 * host's session. An unknown side or id, or another owner's request, answers 404.
 */
async function findRequest(
  deps: Pick<CommerceDeps, 'db'>,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
) {
  if (!isActorType(actorType)) throw notFound();
  const ownerId = actorType === 'owner' ? ownerSideViewer(auth) : undefined;
  if (!UUID.test(uuid)) throw notFound();
  const purchase = await findRequestByLink(deps.db, actorType, uuid, ownerId);
  if (!purchase) throw notFound();
  return { actor: actorType, purchase, ownerId };
}

async function viewOf(
  deps: Pick<CommerceDeps, 'db'>,
  actor: ApprovalActorType,
  purchase: PurchaseRow,
) {
  const ctx = await loadRequestContext(deps.db, purchase);
  return toRequestView(ctx, purchase, actor, sideMayApprove(actor, purchase.merchantId));
}

export async function getRequest(
  deps: Pick<CommerceDeps, 'db'>,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
) {
  const { actor, purchase } = await findRequest(deps, auth, actorType, uuid);
  return viewOf(deps, actor, purchase);
}

/**
 * Approve, deny or cancel a request: who may, then the decision flow (request-decision.flow.ts).
 * Of two concurrent decisions one wins and the other is told the request is no longer on hold.
 */
export async function decideRequest(
  deps: CommerceDeps,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
  decision: ApprovalAction,
  approvalNote = '',
) {
  const { actor, purchase, ownerId } = await findRequest(deps, auth, actorType, uuid);
  if (decision === 'cancel' && actor !== 'guest')
    throw forbidden(approvalMessages.onlyGuestCancels);
  if (decision !== 'cancel') {
    if (actor === 'guest') throw forbidden(approvalMessages.guestCannotDecide);
    if (!sideMayApprove(actor, purchase.merchantId))
      throw forbidden(CAN_APPROVE_ONLY_MERCHANT_TOOLTIP);
  }
  if (purchase.status !== 'HOLD') throw conflict(NOT_ON_HOLD_MESSAGE);

  if (decision === 'approve' && isAuthorisationLapsing(purchase)) {
    await releaseRequest(
      deps,
      () => claim(deps, purchase.id, 'system', purchase.approvalNote),
      purchase.approvalNote,
    );
    throw conflict(approvalMessages.authorisationExpired);
  }
  if (decision === 'approve') await approveRequest(deps, purchase, actor, approvalNote);
  else {
    await releaseRequest(
      deps,
      () => claim(deps, purchase.id, actor, approvalNote),
      purchase.approvalNote,
    );
  }
  return viewOf(deps, actor, (await findRequestByLink(deps.db, actor, uuid, ownerId))!);
}
