import {
  cartLineIssues,
  cartMessages,
  convenienceFee,
  earliestTodayAnywhere,
  MAX_ORDER_CENTS,
  type CartProductRules,
} from '@stayfront/core';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { ExtraFieldValue } from '../../../db/schema/index';
import {
  fieldError,
  nonFieldError,
  notFound,
  permissionDenied,
  validationError,
} from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import type { SessionClaims } from '../../../plugins/session-token';
import type { ProductWithChildren } from '../../catalogue/products/products.repository';
import { heldSessionRow } from '../../identity/auth/sessions.service';
import { lockOrderForPayment } from '../purchases/purchases.repository';
import { listGuestProducts } from '../../storefront/pages/storefront.repository';
import { toGuestProduct } from '../../storefront/pages/storefront.serializers';
import {
  deleteOrderProduct,
  findGuestOrder,
  findGuestOrderProduct,
  findLiveStoreCart,
  findBuyableProduct,
  findSessionBuyableProduct,
  findSessionOrderDetail,
  addLineToOpenCart,
  findOrderDetail,
  findSessionStoreCart,
  loadOrderLines,
  lockCartCreation,
  openCartUnlessOpen,
  heldByOtherLines,
  touchOrder,
  updateOrderProduct,
  type OpenCart,
  type OrderDetailSource,
  type OrderRow,
} from './cart.repository';
import type { TCartLineBody } from '@stayfront/core/contract';
import { emptyCart, toOrderDetail } from './cart.serializers';
import type { CommerceDeps } from '../deps';

type CartDeps = Pick<CommerceDeps, 'db'>;

/** Only guests buy: a host previewing its store cannot fill a cart (spec, roles). */
export function requireGuest(auth: AuthContext) {
  if (auth.user.role !== 'GUEST') throw permissionDenied();
  return auth;
}

/**
 * requireGuest for a `sessionInHandler` call: the row its query read beside the session check,
 * once the session is known to hold (401 otherwise) and its user to be a guest (403 otherwise).
 */
export async function heldGuestRow<T extends { seenLongAgo: boolean; role: string }>(
  db: Db,
  claims: SessionClaims,
  found: T | undefined,
): Promise<T> {
  const row = await heldSessionRow(db, claims, found);
  if (row.role !== 'GUEST') throw permissionDenied();
  return row;
}

/** What pricing a line reads of its product. */
type PricedProduct = Pick<ProductWithChildren, 'product' | 'prices' | 'extraFields'>;

async function loadBuyableProduct(db: DbOrTx, productId: string) {
  const product = await findBuyableProduct(db, productId);
  if (!product) throw notFound();
  return product;
}

function rulesOf({ product, prices, extraFields }: PricedProduct): CartProductRules {
  return {
    price_type: product.priceType as CartProductRules['price_type'],
    preorder_by: product.preorderBy,
    show_delivery_date: product.showDeliveryDate,
    extra_fields: extraFields.map((f) => ({ id: f.id, label: f.label })),
    product_prices: prices.map((p) => ({ id: p.id })),
    has_quantity: product.hasQuantity,
    quantity: product.quantity,
    is_early_checkin: product.isEarlyCheckin,
    is_late_checkout: product.isLateCheckout,
  };
}

/** Checks a line against its product and prices it; the price is always the server's. */
function priceLine(full: PricedProduct, input: TCartLineBody) {
  const { product, prices, extraFields } = full;
  if (product.category === 'LINK') {
    throw nonFieldError('Link products open their own site and cannot be added to the cart.');
  }
  const issues = cartLineIssues(
    rulesOf(full),
    {
      quantity: input.quantity,
      delivery_date: input.delivery_date,
      price_cents: input.price,
      product_price_id: input.product_price_id,
      extra_fields: input.extra_fields,
    },
    earliestTodayAnywhere(new Date()),
  );
  if (issues.length)
    throw validationError(issues.map((i) => ({ path: [i.field], message: i.message })));

  let unit = product.priceCents;
  let productPriceId: string | null = null;
  if (product.priceType === 'variable') {
    unit = input.price ?? 0;
  } else if (product.priceType === 'multiple') {
    const row = prices.find((p) => p.id === input.product_price_id)!;
    unit = row.priceCents;
    productPriceId = row.id;
  }
  if (product.priceType !== 'variable' && input.price != null && input.price !== unit) {
    throw fieldError(
      'price',
      'The price does not match the product. Refresh the page and try again.',
    );
  }
  const labels = new Map(extraFields.map((f) => [f.id, f.label]));
  const extraFieldValues: ExtraFieldValue[] = input.extra_fields
    .filter((f) => labels.has(f.product_field_id))
    .map((f) => ({
      product_field_id: f.product_field_id,
      label: labels.get(f.product_field_id)!,
      value: f.value,
    }));
  const amount = unit * input.quantity;
  return {
    productId: product.id,
    productPriceId,
    quantity: input.quantity,
    unitPriceCents: unit,
    amountCents: amount,
    convenienceFeeCents: convenienceFee(amount),
    deliveryDate: input.delivery_date || null,
    note: input.note,
    extraFieldValues,
  };
}

/**
 * Refuses a line that would take its order past what one order may come to, or its lines past
 * the product's stock (another line of the same product already holds some).
 */
function assertHeldFits(
  held: { totalCents: number; quantity: number; stock: number | null },
  line: { amountCents: number; convenienceFeeCents: number; quantity: number },
) {
  if (held.totalCents + line.amountCents + line.convenienceFeeCents > MAX_ORDER_CENTS) {
    throw fieldError('quantity', cartMessages.orderTooLarge);
  }
  if (held.stock !== null && held.quantity + line.quantity > held.stock) {
    throw fieldError(
      'quantity',
      held.quantity > 0
        ? cartMessages.stockInCart(held.stock, held.quantity)
        : cartMessages.notEnoughStock(held.stock),
    );
  }
}

async function assertLineFits(
  db: DbOrTx,
  orderId: string,
  line: ReturnType<typeof priceLine>,
  lineId: string,
) {
  assertHeldFits(await heldByOtherLines(db, orderId, line.productId, lineId), line);
}

export async function presentOrder(deps: CartDeps, order: Pick<OrderRow, 'id'>) {
  const detail = await findOrderDetail(deps.db, order.id);
  if (!detail) throw notFound();
  return toOrderDetail(detail);
}

export async function addToCart(deps: CartDeps, auth: AuthContext, input: TCartLineBody) {
  requireGuest(auth);
  return addLine(deps, auth.user.id, await loadBuyableProduct(deps.db, input.product_id), input);
}

/**
 * addToCart for a plain session whose token was only verified (`sessionInHandler`): the session's
 * check and the product are one query.
 */
export async function addToCartOfSession(
  deps: CartDeps,
  claims: SessionClaims,
  input: TCartLineBody,
) {
  const found = await heldGuestRow(
    deps.db,
    claims,
    await findSessionBuyableProduct(deps.db, claims, input.product_id),
  );
  if (!found.product) throw notFound();
  return addLine(deps, claims.sub, found.product, input, found.hasOpenCart);
}

/**
 * `hasOpenCart` false (read just before) goes straight to making the cart: the first line of a
 * journey skips a statement that would find none. Either way the cart is looked for again.
 */
async function addLine(
  deps: CartDeps,
  guestUserId: string,
  full: PricedProduct & { currency: string },
  input: TCartLineBody,
  hasOpenCart = true,
) {
  const line = priceLine(full, input);
  if (line.amountCents + line.convenienceFeeCents > MAX_ORDER_CENTS) {
    throw fieldError('quantity', cartMessages.orderTooLarge);
  }
  const { storeId } = full.product;
  const added =
    (hasOpenCart
      ? await addLineToOpenCart(deps.db, guestUserId, storeId, line, MAX_ORDER_CENTS)
      : undefined) ?? (await addFirstLine(deps.db, guestUserId, storeId, full.currency, line));
  if (!added.added) assertHeldFits(added.held, line);
  return presentOrder(deps, added);
}

/**
 * The first line makes the cart. Two first adds at once (a double tap, two tabs) would each make
 * one, and the guest would see only the newer with its line; under the lock the later one finds
 * the cart the earlier made, and adds its line to it.
 */
function addFirstLine(
  db: Db,
  guestUserId: string,
  storeId: string,
  currency: string,
  line: ReturnType<typeof priceLine>,
) {
  return db.transaction(async (tx) => {
    await lockCartCreation(tx, guestUserId, storeId);
    await openCartUnlessOpen(tx, guestUserId, storeId, currency);
    return (await addLineToOpenCart(tx, guestUserId, storeId, line, MAX_ORDER_CENTS))!;
  });
}

const alreadyPlaced = 'This order has already been placed and can no longer change.';

async function loadOpenLine(deps: CartDeps, auth: AuthContext, orderProductId: string) {
  requireGuest(auth);
  const found = await findGuestOrderProduct(deps.db, auth.user.id, orderProductId);
  if (!found) throw notFound();
  if (found.order.status !== 'PEND') throw nonFieldError(alreadyPlaced);
  return found;
}

/**
 * Changes a cart's lines under the lock a checkout takes, then marks it changed: a checkout of it
 * in another tab either placed the order first (the change is refused) or waits and sees it.
 */
function changeOpenCart(deps: CartDeps, orderId: string, change: (tx: Tx) => Promise<unknown>) {
  return deps.db.transaction(async (tx) => {
    const cart = await lockOrderForPayment(tx, orderId);
    if (cart?.status !== 'PEND') throw nonFieldError(alreadyPlaced);
    await change(tx);
    await touchOrder(tx, orderId);
  });
}

export async function updateCartLine(
  deps: CartDeps,
  auth: AuthContext,
  orderProductId: string,
  input: TCartLineBody,
) {
  const { line, order } = await loadOpenLine(deps, auth, orderProductId);
  if (input.product_id !== line.productId)
    throw fieldError('product_id', 'This line is for another product.');
  const priced = priceLine(await loadBuyableProduct(deps.db, line.productId), input);
  await changeOpenCart(deps, order.id, async (tx) => {
    await assertLineFits(tx, order.id, priced, line.id);
    await updateOrderProduct(tx, line.id, priced);
  });
  return presentOrder(deps, order);
}

/** Count 0 removes the line (the web app asks "Remove product" first). */
export async function updateCartLineQuantity(
  deps: CartDeps,
  auth: AuthContext,
  orderProductId: string,
  count: number,
) {
  const { line, order } = await loadOpenLine(deps, auth, orderProductId);
  if (count === 0) {
    await changeOpenCart(deps, order.id, (tx) => deleteOrderProduct(tx, line.id));
  } else {
    const full = await loadBuyableProduct(deps.db, line.productId);
    const priced = priceLine(full, {
      product_id: line.productId,
      quantity: count,
      delivery_date: line.deliveryDate,
      note: line.note,
      price: full.product.priceType === 'variable' ? line.unitPriceCents : null,
      product_price_id: line.productPriceId,
      extra_fields: line.extraFieldValues.map(({ product_field_id, value }) => ({
        product_field_id,
        value,
      })),
    });
    await changeOpenCart(deps, order.id, async (tx) => {
      await assertLineFits(tx, order.id, priced, line.id);
      await updateOrderProduct(tx, line.id, {
        quantity: priced.quantity,
        amountCents: priced.amountCents,
        convenienceFeeCents: priced.convenienceFeeCents,
      });
    });
  }
  return presentOrder(deps, order);
}

/** A store's cart as the guest sees it: empty until something is added. */
function presentCart(
  storeId: string,
  { storeName, currency }: { storeName: string; currency: string },
  cart: OpenCart | null,
  guest: OrderDetailSource['guest'],
) {
  if (!cart) return emptyCart(storeId, storeName, currency);
  return toOrderDetail({ ...cart, storeName, guest });
}

export async function getCart(deps: CartDeps, auth: AuthContext, storeId: string) {
  const isGuest = auth.user.role === 'GUEST';
  const found = await findLiveStoreCart(deps.db, storeId, isGuest ? auth.user.id : null);
  if (!found) throw notFound();
  // The cart is the signed-in guest's own, so the guest is the session's user.
  return presentCart(storeId, found, found.cart, auth.user);
}

/**
 * getCart for a plain (not masquerading) session whose token was only verified, not loaded
 * (`sessionInHandler` routes): the session's check and the cart are one query.
 */
export async function getCartOfSession(deps: CartDeps, claims: SessionClaims, storeId: string) {
  const found = await heldSessionRow(
    deps.db,
    claims,
    await findSessionStoreCart(deps.db, storeId, claims),
  );
  if (!found.store) throw notFound();
  return presentCart(storeId, found.store, found.cart, found.guest);
}

export async function getGuestOrder(
  deps: CartDeps,
  auth: AuthContext,
  orderId: string,
  storeId?: string,
) {
  const order = await findGuestOrder(deps.db, auth.user.id, orderId);
  if (!order || (storeId && order.storeId !== storeId)) throw notFound();
  return presentOrder(deps, order);
}

/**
 * getGuestOrder for a plain session whose token was only verified (`sessionInHandler`): the
 * session's check and the order are one query.
 */
export async function getGuestOrderOfSession(
  deps: CartDeps,
  claims: SessionClaims,
  orderId: string,
  storeId?: string,
) {
  const found = await heldSessionRow(
    deps.db,
    claims,
    await findSessionOrderDetail(deps.db, claims, orderId),
  );
  if (!found.order || (storeId && found.order.storeId !== storeId)) throw notFound();
  return toOrderDetail(found.order);
}

/** Products of the same store that are not in the cart yet, for "Recommended for you". */
export async function recommendForOrder(deps: CartDeps, auth: AuthContext, orderId: string) {
  const order = await findGuestOrder(deps.db, auth.user.id, orderId);
  if (!order) throw notFound();
  const detail = await loadOrderLines(deps.db, order);
  const inCart = detail.lines.map(({ product }) => product.id);
  const results = ((await listGuestProducts(deps.db, order.storeId, { excludeIds: inCart })) ?? [])
    .filter(({ product }) => product.category !== 'LINK')
    .slice(0, 6)
    .map(toGuestProduct);
  return { count: results.length, limit: 6, results };
}
