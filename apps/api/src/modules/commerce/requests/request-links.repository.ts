import type { ApprovalActorType, RequestDecider } from '@stayfront/core';
import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentCustomers, purchases, stores } from '../../../db/schema/index';
import type { PurchaseRow } from '../purchases/purchases.repository';

/** The column each side's link carries; a merchant's link exists only for a merchant's purchase. */
function linkCondition(actorType: ApprovalActorType, uuid: string): SQL {
  switch (actorType) {
    case 'owner':
      return eq(purchases.ownerUuid, uuid);
    case 'merchant':
      return and(eq(purchases.merchantUuid, uuid), isNotNull(purchases.merchantId))!;
    case 'guest':
      return eq(purchases.guestUuid, uuid);
  }
}

/**
 * The request a link opens; only purchases that need approval have a request page. With
 * `ownerId`, only a request in one of that owner's stores.
 */
export async function findRequestByLink(
  db: DbOrTx,
  actorType: ApprovalActorType,
  uuid: string,
  ownerId?: string,
) {
  const [row] = await db
    .select({ purchase: purchases })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        linkCondition(actorType, uuid),
        eq(purchases.requiresApproval, true),
        ownerId ? eq(stores.ownerId, ownerId) : undefined,
      ),
    );
  return row?.purchase;
}

/** The provider's customer and the card saved at checkout, for a charge on approval. */
export async function findSavedCard(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      providerCustomerId: paymentCustomers.providerCustomerId,
      paymentMethodId: paymentCustomers.defaultPaymentMethodId,
      currency: orders.currency,
    })
    .from(orders)
    .innerJoin(paymentCustomers, eq(paymentCustomers.customerId, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * Marks a request as being decided, so that no other decision starts: the decider, when, and
 * the note. Only a request on hold and not already being decided can be claimed.
 */
export async function claimDecision(
  db: DbOrTx,
  purchaseId: string,
  decidedBy: RequestDecider,
  approvalNote: string,
) {
  const [row] = await db
    .update(purchases)
    .set({ decidedBy, decidedAt: new Date(), approvalNote, updatedAt: new Date() })
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.status, 'HOLD'), isNull(purchases.decidedAt)),
    )
    .returning();
  return row;
}

/** Undoes a claim whose provider call did not go through, so the decision can be made again. */
export async function releaseClaim(db: DbOrTx, claimed: PurchaseRow, previousNote: string) {
  await db
    .update(purchases)
    .set({ decidedBy: null, decidedAt: null, approvalNote: previousNote, updatedAt: new Date() })
    .where(
      and(
        eq(purchases.id, claimed.id),
        eq(purchases.status, 'HOLD'),
        eq(purchases.decidedAt, claimed.decidedAt!),
      ),
    );
}

export async function setDecidedBy(db: DbOrTx, purchaseId: string, decidedBy: RequestDecider) {
  await db.update(purchases).set({ decidedBy }).where(eq(purchases.id, purchaseId));
}

/**
 * Card authorisations on hold since before `cutoff`, claimed for the system in one statement;
 * rows another process is already working on are skipped, so two sweepers never take the same.
 */
export async function claimLapsingAuthorisations(db: DbOrTx, cutoff: Date, limit: number) {
  const lapsing = db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'HOLD'),
        isNotNull(purchases.paymentIntentId),
        eq(purchases.chargeOnApproval, false),
        isNull(purchases.decidedAt),
        lt(purchases.createdAt, cutoff),
      ),
    )
    .orderBy(asc(purchases.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(purchases)
    .set({ decidedBy: 'system', decidedAt: new Date(), updatedAt: new Date() })
    .where(inArray(purchases.id, lapsing))
    .returning();
}

/** Decisions claimed before `cutoff` that never finished (the process stopped mid-way). */
export function listStaleClaims(db: DbOrTx, cutoff: Date, limit: number) {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, 'HOLD'), lt(purchases.decidedAt, cutoff)))
    .orderBy(asc(purchases.decidedAt))
    .limit(limit);
}
