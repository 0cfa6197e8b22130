import {
  cartLineProblem,
  centsToAmount,
  hostOffPlatformInstructions,
  orderTotals,
} from '@stayfront/core';
import type { TOrderDetail } from '@stayfront/core/contract';
import type { OrderDetailSource } from './cart.repository';

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
  const totals = orderTotals(order.isPurchasableOffPlatform, lines);
  const inCart = new Map<string, number>();
  for (const { line, product } of lines) {
    inCart.set(product.id, (inCart.get(product.id) ?? 0) + line.quantity);
  }
  const orderProducts = lines.map(({ line, product, price }) => {
    const purchase = line.purchaseId ? purchaseById.get(line.purchaseId) : undefined;
    const guestAmount = line.amountCents + line.convenienceFeeCents;
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
      // Once placed, a line is paid or failed as its purchase says, whatever the product did since.
      cart_problem:
        order.status === 'PEND'
          ? cartLineProblem({ line, product, price, productInCart: inCart.get(product.id) })
          : null,
      stock_left: product.hasQuantity ? Math.max(0, product.quantity ?? 0) : null,
      product_info: {
        product_name: product.productName,
        image: product.image,
        requires_approval: product.requiresApproval,
        price_type: product.priceType,
        // Written for after the purchase: a cart does not show them.
        ...(order.status !== 'PEND' && {
          instructions_off_platform: hostOffPlatformInstructions(product.instructionsOffPlatform),
        }),
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
    total_amount: centsToAmount(totals.amountCents),
    total_convenience_fees: centsToAmount(totals.feeCents),
    guest_total: centsToAmount(totals.cardCents),
    off_platform_total: centsToAmount(totals.offPlatformCents),
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
