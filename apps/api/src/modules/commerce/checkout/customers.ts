import type { TCustomerDetails } from '@stayfront/core';
import type { Locale } from '@stayfront/core/i18n';
import { fieldError, nonFieldError, notFound, permissionDenied } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import type { SessionClaims } from '../../../plugins/session-token';
import { findGuestOrder, findSessionGuestOrder, type OrderRow } from '../cart/cart.repository';
import { heldGuestRow, presentOrder, requireGuest } from '../cart/cart.service';
import type { CommerceDeps } from '../deps';
import { updateOrder } from '../purchases/purchases.repository';
import { insertCustomer, insertCustomerOfSession, saveOrderCustomer } from './checkout.repository';

type Deps = Pick<CommerceDeps, 'db'>;

export async function createCustomer(deps: Deps, auth: AuthContext) {
  requireGuest(auth);
  const customer = await insertCustomer(deps.db, auth.user.id);
  return { id: customer.id };
}

/** createCustomer for a plain session whose token was only verified (`sessionInHandler`). */
export async function createCustomerOfSession(deps: Deps, claims: SessionClaims) {
  const found = await heldGuestRow(deps.db, claims, await insertCustomerOfSession(deps.db, claims));
  if (!found.id) throw permissionDenied();
  return { id: found.id };
}

/** A cart, an order whose card has not been confirmed yet, or one whose payment failed. */
export function assertPayable(order: OrderRow) {
  if (order.status === 'PROC' && !order.isReady) return;
  if (order.status !== 'PEND' && order.status !== 'FAIL') {
    throw nonFieldError('This order has already been paid.');
  }
}

export async function loadPayableOrder(deps: Deps, auth: AuthContext, orderId: string) {
  requireGuest(auth);
  const order = await findGuestOrder(deps.db, auth.user.id, orderId);
  if (!order) throw notFound();
  assertPayable(order);
  return order;
}

/**
 * loadPayableOrder for a plain session whose token was only verified (`sessionInHandler`): the
 * session's check and the order are one query.
 */
export async function loadPayableOrderOfSession(
  deps: Deps,
  claims: SessionClaims,
  orderId: string,
) {
  const found = await heldGuestRow(
    deps.db,
    claims,
    await findSessionGuestOrder(deps.db, claims, orderId),
  );
  if (!found.order) throw notFound();
  assertPayable(found.order);
  return found.order;
}

/** The guest's name and phone on the payable `order` (loaded by one of the two above). */
export async function updateOrderCustomer(
  deps: Deps,
  order: OrderRow,
  customerId: string,
  details: TCustomerDetails & { locale?: Locale },
) {
  const customer = await saveOrderCustomer(deps.db, order.guestUserId!, order.id, customerId, {
    firstName: details.first_name,
    lastName: details.last_name,
    phone: details.phone,
    locale: details.locale,
  });
  if (!customer) throw fieldError('customer_id', 'This customer does not exist.');
  return {
    customer_id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
  };
}

export async function setPurchasableOffPlatform(
  deps: Deps,
  auth: AuthContext,
  orderId: string,
  value: boolean,
) {
  const order = await loadPayableOrder(deps, auth, orderId);
  const updated = await updateOrder(deps.db, order.id, { isPurchasableOffPlatform: value });
  return presentOrder(deps, updated);
}
