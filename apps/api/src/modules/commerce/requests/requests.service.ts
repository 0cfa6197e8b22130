import type { FastifyInstance } from 'fastify';
import { centsToAmount } from '@stayfront/core';
import { notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
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
  app: FastifyInstance,
  auth: HostAuth,
  ownerId: string,
  limit: number,
  offset: number,
) {
  if (auth.ownerId !== ownerId) throw notFound();
  const rows = await listPendingRequestLines(app.db, ownerId, limit, offset);
  const count =
    rows.length > 0
      ? Number(rows[0]!.total)
      : offset > 0
        ? await countPendingRequestLines(app.db, ownerId)
        : 0;
  return { count, limit, offset, results: rows.map(toPendingRequest) };
}
