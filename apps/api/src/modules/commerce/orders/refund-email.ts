import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@stayfront/core';
import { eq, inArray } from 'drizzle-orm';
import {
  customers,
  orderProducts,
  orders,
  products,
  stores,
  users,
} from '../../../db/schema/index';
import { renderEmail } from '../../../lib/mailer/templates';

/** Tells the guest what was refunded to their card, for which items, and when to expect it. */
export async function sendRefundEmail(
  app: FastifyInstance,
  orderId: string,
  amountCents: number,
  lineIds: string[],
) {
  const [row] = await app.db
    .select({
      order: orders,
      storeName: stores.storeName,
      customer: customers,
      userEmail: users.email,
      userIsAnonymous: users.isAnonymous,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.guestUserId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const to = row.customer?.email || (row.userIsAnonymous ? '' : row.userEmail);
  if (!to) return;
  const lines = lineIds.length
    ? await app.db
        .select({ quantity: orderProducts.quantity, productName: products.productName })
        .from(orderProducts)
        .innerJoin(products, eq(products.id, orderProducts.productId))
        .where(inArray(orderProducts.id, lineIds))
    : [];
  const { order, storeName } = row;
  const { config } = app;
  const money = formatMoney(amountCents / 100, order.currency);
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your refund for order #${order.orderNumber} at ${storeName}`,
      heading: `${row.customer?.firstName ? `${row.customer.firstName}, y` : 'Y'}our refund is on its way`,
      paragraphs: [
        `${storeName} refunded ${money} to your card for order #${order.orderNumber}.`,
        ...lines.map((line) => `Refunded: ${line.quantity} × ${line.productName}`),
        'Refunds usually appear on your statement within 5 to 10 business days.',
      ],
      action: { label: 'Back to store', url: `${config.PUBLIC_URL}/store/${order.storeId}/` },
    },
  );
  try {
    await app.mailer.send({ to, ...email });
  } catch (error) {
    // The refund itself is done; a lost e-mail must not turn it into an error.
    app.log.error({ err: error, orderId }, 'refund e-mail could not be sent');
  }
}
