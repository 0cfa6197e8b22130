import type { FastifyInstance } from 'fastify';
import type { TCustomerDetails } from '@stayfront/core';
import { and, eq } from 'drizzle-orm';
import { customers, orders } from '../../../db/schema/index';
import { fieldError, nonFieldError, notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { findGuestOrder } from '../cart/cart.repository';
import { presentOrder, requireGuest } from '../cart/cart.service';

/** The name the guest gave at checkout, '' when none. */
export function customerName(
  customer: { firstName: string | null; lastName: string | null } | null | undefined,
) {
  return `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
}

export async function createCustomer(app: FastifyInstance, auth: AuthContext) {
  requireGuest(auth);
  const [customer] = await app.db
    .insert(customers)
    .values({ guestUserId: auth.user.id })
    .returning();
  return { id: customer!.id };
}

export async function loadPayableOrder(app: FastifyInstance, auth: AuthContext, orderId: string) {
  requireGuest(auth);
  const order = await findGuestOrder(app.db, auth.user.id, orderId);
  if (!order) throw notFound();
  // A cart, an order whose card has not been confirmed yet, or one whose payment failed.
  if (order.status === 'PROC' && !order.isReady) return order;
  if (order.status !== 'PEND' && order.status !== 'FAIL') {
    throw nonFieldError('This order has already been paid.');
  }
  return order;
}

export async function updateOrderCustomer(
  app: FastifyInstance,
  auth: AuthContext,
  orderId: string,
  customerId: string,
  details: TCustomerDetails,
) {
  const order = await loadPayableOrder(app, auth, orderId);
  const [customer] = await app.db
    .update(customers)
    .set({ firstName: details.first_name, lastName: details.last_name, phone: details.phone })
    .where(and(eq(customers.id, customerId), eq(customers.guestUserId, auth.user.id)))
    .returning();
  if (!customer) throw fieldError('customer_id', 'This customer does not exist.');
  await app.db
    .update(orders)
    .set({ customerId, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return {
    customer_id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
  };
}

export async function setPurchasableOffPlatform(
  app: FastifyInstance,
  auth: AuthContext,
  orderId: string,
  value: boolean,
) {
  const order = await loadPayableOrder(app, auth, orderId);
  const [updated] = await app.db
    .update(orders)
    .set({ isPurchasableOffPlatform: value, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return presentOrder(app, updated!);
}
