import { centsToAmount } from '@stayfront/core';
import { z } from 'zod';
import type { OrderDetailSource } from './cart.repository';

const ZOrderProductSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  amount: z.number(),
  price: z.number(),
  convenience_fee: z.number(),
  guest_amount: z.number(),
  delivery_date: z.string().nullable(),
  is_preorder: z.boolean(),
  note: z.string(),
  approval_note: z.string(),
  extra_field_values: z.array(
    z.object({ product_field_id: z.string(), value: z.string(), label: z.string() }),
  ),
  is_purchasable_off_platform: z.boolean(),
  purchase_status: z.string().nullable(),
  purchase_failure_message: z.string().nullable(),
  product_info: z.object({
    product_name: z.string(),
    image: z.string().nullable(),
    requires_approval: z.boolean(),
    price_type: z.string(),
  }),
  product_price: z
    .object({
      id: z.string(),
      label: z.string(),
      time_label: z.string(),
      price: z.number(),
      is_variable_price: z.boolean(),
    })
    .nullable(),
});

/**
 * A seller's part of a paid order. `guest_purchase_uuid` is the guest's own link to a request
 * (`/guest/:uuid/`, where it can be cancelled), the one the guest's e-mail carries.
 */
const ZOrderPurchaseSchema = z.object({
  id: z.string(),
  status: z.string(),
  requires_approval: z.boolean(),
  guest_purchase_uuid: z.string(),
});

export const ZOrderDetailSchema = z.object({
  id: z.string().nullable(),
  order_number: z.number().nullable(),
  store: z.string(),
  currency: z.string(),
  status: z.string(),
  total_amount: z.number(),
  total_convenience_fees: z.number(),
  guest_total: z.number(),
  off_platform_total: z.number(),
  is_purchasable_off_platform: z.boolean().nullable(),
  has_off_platform_products: z.boolean(),
  order_products: z.array(ZOrderProductSchema),
  purchases: z.array(ZOrderPurchaseSchema),
  order_product_quantity: z.number(),
  store_name: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  is_ready: z.boolean(),
  has_error: z.boolean(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetailSchema>;

/**
 * The order as the cart, checkout and result pages read it. Lines that can be paid through the
 * booking platform leave the card total when the guest said the booking is on that platform.
 */
/** An empty cart: no order exists until the first add. */
export function emptyCart(storeId: string, storeName: string, currency: string): TOrderDetail {
  return {
    id: null,
    order_number: null,
    store: storeId,
    currency,
    status: 'PEND',
    total_amount: 0,
    total_convenience_fees: 0,
    guest_total: 0,
    off_platform_total: 0,
    is_purchasable_off_platform: null,
    has_off_platform_products: false,
    order_products: [],
    purchases: [],
    order_product_quantity: 0,
    store_name: storeName,
    guest_name: '',
    guest_email: '',
    guest_phone: '',
    is_ready: false,
    has_error: false,
  };
}

export function toOrderDetail(detail: OrderDetailSource): TOrderDetail {
  const { order, lines, storeName, customer, guest } = detail;
  const purchaseById = new Map(detail.purchases.map((p) => [p.id, p]));
  const offPlatformChosen = order.isPurchasableOffPlatform === true;
  let total = 0;
  let fees = 0;
  let offPlatform = 0;
  const orderProducts = lines.map(({ line, product, price }) => {
    const purchase = line.purchaseId ? purchaseById.get(line.purchaseId) : undefined;
    const guestAmount = line.amountCents + line.convenienceFeeCents;
    if (offPlatformChosen && product.isPurchasableOffPlatform) {
      offPlatform += guestAmount;
    } else {
      total += line.amountCents;
      fees += line.convenienceFeeCents;
    }
    return {
      id: line.id,
      product_id: product.id,
      product_name: product.productName,
      quantity: line.quantity,
      amount: centsToAmount(line.amountCents),
      price: centsToAmount(line.unitPriceCents),
      convenience_fee: centsToAmount(line.convenienceFeeCents),
      guest_amount: centsToAmount(guestAmount),
      delivery_date: line.deliveryDate,
      is_preorder: product.category === 'PO' || product.category === 'POLP',
      note: line.note,
      approval_note: purchase?.approvalNote ?? '',
      extra_field_values: line.extraFieldValues,
      is_purchasable_off_platform: product.isPurchasableOffPlatform,
      purchase_status: purchase?.status ?? null,
      purchase_failure_message: purchase?.failureMessage ?? null,
      product_info: {
        product_name: product.productName,
        image: product.image,
        requires_approval: product.requiresApproval,
        price_type: product.priceType,
      },
      product_price: price
        ? {
            id: price.id,
            label: price.label,
            time_label: price.timeLabel,
            price: centsToAmount(price.priceCents),
            is_variable_price: price.isVariablePrice,
          }
        : null,
    };
  });
  return {
    id: order.id,
    order_number: order.orderNumber,
    store: order.storeId,
    currency: order.currency,
    status: order.status,
    total_amount: centsToAmount(total),
    total_convenience_fees: centsToAmount(fees),
    guest_total: centsToAmount(total + fees),
    off_platform_total: centsToAmount(offPlatform),
    is_purchasable_off_platform: order.isPurchasableOffPlatform,
    has_off_platform_products: lines.some(({ product }) => product.isPurchasableOffPlatform),
    order_products: orderProducts,
    purchases: detail.purchases.map((purchase) => ({
      id: purchase.id,
      status: purchase.status,
      requires_approval: purchase.requiresApproval,
      guest_purchase_uuid: purchase.guestUuid,
    })),
    order_product_quantity: lines.reduce((sum, { line }) => sum + line.quantity, 0),
    store_name: storeName,
    guest_name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    guest_email: customer?.email || (guest && !guest.isAnonymous ? guest.email : ''),
    guest_phone: customer?.phone ?? '',
    is_ready: order.isReady,
    has_error: order.hasError,
  };
}
