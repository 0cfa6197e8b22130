import {
  approvalMessages,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
  NOT_ON_HOLD_MESSAGE,
} from '@stayfront/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, purchases, simulatedIntents } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { hostWithMerchantRequest } from '../../../testing/merchant-factory';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { purchaseRow, requestOnHold } from '../../../testing/request-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => t.client();
const stockOf = async (id: string) =>
  (await t.db.query.products.findFirst({ where: eq(products.id, id) }))!.quantity;
const intentOf = async (id: string) =>
  (await t.db.query.simulatedIntents.findFirst({ where: eq(simulatedIntents.id, id) }))!;
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address));

describe('the request page', () => {
  it('shows each side the request, with its own money only', async () => {
    const r = await requestOnHold(t, { line: { note: 'Eco products, please.' } });
    const owner = await r.host.client.get(`${r.links.owner}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      order_number: r.order.order_number,
      store_name: 'Lake House',
      guest: 'Lina Park',
      guest_email: r.guestEmail,
      guest_phone: '+1 415 555 0100',
      guest_amount: 108,
      owner_profit: r.purchase.ownerProfitCents / 100,
      merchant_amount: null,
      currency: 'USD',
      status: 'HOLD',
      owner_plan: 'BASIC',
      approval_note: '',
      can_approve: true,
      decided_by: null,
      order_products: [
        {
          product_name: 'Mid-stay Clean',
          quantity: 1,
          price: 100,
          amount: 100,
          guest_amount: 108,
          note: 'Eco products, please.',
          owner_profit: r.purchase.ownerProfitCents / 100,
          merchant_amount: null,
        },
      ],
    });

    const guest = (await anonymous().get(r.links.guest)).json();
    expect(guest).toMatchObject({ can_approve: false, owner_profit: null, merchant_amount: null });
    expect(guest.order_products[0]).toMatchObject({ owner_profit: null, merchant_amount: null });
  });

  it('answers 404 for an unknown side, a wrong id, or one side’s id used as another’s', async () => {
    const r = await requestOnHold(t);
    const { ownerUuid, merchantUuid, guestUuid } = r.purchase;
    for (const path of [
      `/api/services/purchase/host/${ownerUuid}/`,
      `/api/services/purchase/owner/not-a-uuid/`,
      `/api/services/purchase/owner/${crypto.randomUUID()}/`,
      `/api/services/purchase/owner/${merchantUuid}/`,
      `/api/services/purchase/owner/${guestUuid}/`,
      `/api/services/purchase/guest/${ownerUuid}/`,
      // The host's own request has no merchant side.
      `/api/services/purchase/merchant/${merchantUuid}/`,
    ]) {
      const response = await r.host.client.get(path);
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        404,
        { detail: 'Not found.' },
      ]);
    }
    expect(
      (await r.host.client.post(`/api/services/purchase/owner/${merchantUuid}/approve/`))
        .statusCode,
    ).toBe(404);
    expect((await purchaseRow(t, r.purchase.id)).status).toBe('HOLD');
  });

  it("lists the guest's purchases with the uuid of the guest's own link in the order detail", async () => {
    const host = await signedInOwner(t);
    const storeId = (await createStoreVia(host.client, host.ownerId)).id;
    const wood = await createProductVia(host.client, storeId, { quantity: 4 });
    const r = await requestOnHold(t, { host, storeId, alsoBuy: wood.id });
    const detail = await r.guest.client.get(`/api/services/guest/order/${r.order.id}/detail/`);
    expect(detail.statusCode).toBe(200);
    const listed = detail.json().purchases as {
      id: string;
      status: string;
      requires_approval: boolean;
      guest_purchase_uuid: string;
    }[];
    const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, r.order.id));
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining(
        rows.map((row) => ({
          id: row.id,
          status: row.status,
          requires_approval: row.requiresApproval,
          guest_purchase_uuid: row.guestUuid,
        })),
      ),
    );
    const request = listed.find((p) => p.requires_approval)!;
    expect(request).toMatchObject({ status: 'HOLD', guest_purchase_uuid: r.purchase.guestUuid });
    const page = await anonymous().get(
      `/api/services/purchase/guest/${request.guest_purchase_uuid}/`,
    );
    expect(page.json()).toMatchObject({ status: 'HOLD', order_number: r.order.order_number });
  });

  it('has no page for a purchase that needed no approval', async () => {
    const host = await signedInOwner(t);
    const storeId = (await createStoreVia(host.client, host.ownerId)).id;
    const wood = await createProductVia(host.client, storeId, { quantity: 4 });
    const r = await requestOnHold(t, { host, storeId, alsoBuy: wood.id });
    const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, r.order.id));
    const instant = rows.find((p) => !p.requiresApproval)!;
    expect(instant.status).toBe('COMP');
    expect(
      (await host.client.get(`/api/services/purchase/owner/${instant.ownerUuid}/`)).statusCode,
    ).toBe(404);
  });
});

describe("the owner's side needs the host", () => {
  async function signedInCohostOf(ownerId: string) {
    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, ownerId, email);
    await t.client().post(`/api/services/co-host/${invitation.invitationUuid}/setup-password/`, {
      password: STRONG_PASSWORD,
    });
    const client = t.client();
    const login = await client.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    if (login.statusCode !== 200) throw new Error(`co-host login failed: ${login.body}`);
    return client;
  }

  it('answers 401 without a session and changes nothing', async () => {
    const r = await requestOnHold(t);
    const page = await anonymous().get(r.links.owner);
    expect([page.statusCode, page.json()]).toEqual([
      401,
      { detail: 'Authentication credentials were not provided.' },
    ]);
    expect(JSON.stringify(page.json())).not.toContain(r.guestEmail);
    for (const action of ['approve', 'deny']) {
      expect((await anonymous().post(`${r.links.owner}${action}/`, {})).statusCode).toBe(401);
    }
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({ status: 'HOLD', decidedBy: null });
  });

  it("answers 404 to another owner, and 403 to a guest's session", async () => {
    const r = await requestOnHold(t);
    const stranger = await signedInOwner(t);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', 'approve/'],
      ['POST', 'deny/'],
    ] as const) {
      const response = await stranger.client.request(method, `${r.links.owner}${suffix}`, {});
      expect([suffix, response.statusCode, response.json()]).toEqual([
        suffix,
        404,
        { detail: 'Not found.' },
      ]);
    }
    expect((await r.guest.client.get(r.links.owner)).statusCode).toBe(403);
    expect((await r.guest.client.post(`${r.links.owner}approve/`, {})).statusCode).toBe(403);
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({ status: 'HOLD', decidedBy: null });
  });

  it("opens for the owner and for the owner's co-host, who may decide", async () => {
    const r = await requestOnHold(t);
    expect((await r.host.client.get(r.links.owner)).json()).toMatchObject({
      status: 'HOLD',
      guest_email: r.guestEmail,
    });
    const cohost = await signedInCohostOf(r.host.ownerId);
    const page = await cohost.get(r.links.owner);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'HOLD', can_approve: true });
    const approved = await cohost.post(`${r.links.owner}approve/`, { approval_note: 'Done.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'COMP', decided_by: 'owner' });
  });
});

describe('approving', () => {
  it('captures the authorisation, completes the request and tells each side', async () => {
    const r = await requestOnHold(t, { guestEmail: 'approve.me@example.com' });
    expect((await intentOf(r.purchase.paymentIntentId!)).status).toBe('requires_capture');

    const response = await r.host.client.post(`${r.links.owner}approve/`, {
      approval_note: 'See you at 10 am on Tuesday.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'COMP',
      approval_note: 'See you at 10 am on Tuesday.',
      decided_by: 'owner',
    });
    expect((await intentOf(r.purchase.paymentIntentId!)).status).toBe('succeeded');
    const row = await purchaseRow(t, r.purchase.id);
    expect(row).toMatchObject({ status: 'COMP', decidedBy: 'owner' });
    expect(row.decidedAt).toBeInstanceOf(Date);

    await expect
      .poll(() => mailsTo('approve.me@example.com').some((m) => /approved/.test(m.subject)))
      .toBe(true);
    const outcome = mailsTo('approve.me@example.com').find((m) => /approved/.test(m.subject))!;
    expect(outcome.subject).toBe('Your request at Lake House was approved');
    expect(outcome.text).toContain('Your card was charged $108.00.');
    expect(outcome.text).toContain('Note from the host: See you at 10 am on Tuesday.');
    await expect
      .poll(() => mailsTo(r.host.email).some((m) => m.subject.startsWith('Request approved')))
      .toBe(true);
    const approvedForOwner = mailsTo(r.host.email).find((m) =>
      m.subject.startsWith('Request approved'),
    )!;
    expect(approvedForOwner.text).toContain('You approved the request');
    expect(approvedForOwner.text).toContain(`/owner/${r.purchase.ownerUuid}/?showPrices=True`);

    // Decided: nothing else applies, and the page says why.
    for (const action of ['approve', 'deny']) {
      const again = await r.host.client.post(`${r.links.owner}${action}/`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ non_field_errors: [NOT_ON_HOLD_MESSAGE] });
    }
    expect((await anonymous().post(`${r.links.guest}cancel/`)).statusCode).toBe(409);
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({
      status: 'COMP',
      approvalNote: 'See you at 10 am on Tuesday.',
    });
    expect(
      mailsTo('approve.me@example.com').filter((m) => /approved/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('lets one of two concurrent approvals win, capturing once', async () => {
    const r = await requestOnHold(t, { guestEmail: 'twice@example.com' });
    const [first, second] = await Promise.all([
      r.host.client.post(`${r.links.owner}approve/`, { approval_note: 'one' }),
      r.host.client.post(`${r.links.owner}approve/`, { approval_note: 'two' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    expect([NOT_ON_HOLD_MESSAGE, approvalMessages.decisionInProgress]).toContain(
      loser.json().non_field_errors[0],
    );
    await expect
      .poll(() => mailsTo('twice@example.com').some((m) => /approved/.test(m.subject)))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('twice@example.com').filter((m) => /approved/.test(m.subject))).toHaveLength(1);
    expect((await purchaseRow(t, r.purchase.id)).status).toBe('COMP');
  });

  it('cancels an authorisation about to lapse instead of capturing it', async () => {
    const r = await requestOnHold(t, { guestEmail: 'lapsed@example.com' });
    const stock = await stockOf(r.product.id);
    await t.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 6 * 86_400_000 - 60_000) })
      .where(eq(purchases.id, r.purchase.id));

    const response = await r.host.client.post(`${r.links.owner}approve/`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ non_field_errors: [approvalMessages.authorisationExpired] });
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({
      status: 'CNCL',
      decidedBy: 'system',
    });
    expect((await intentOf(r.purchase.paymentIntentId!)).status).toBe('canceled');
    expect(await stockOf(r.product.id)).toBe(stock! + 1);
    await expect
      .poll(() => mailsTo('lapsed@example.com').some((m) => /was cancelled$/.test(m.subject)))
      .toBe(true);
    const mail = mailsTo('lapsed@example.com').find((m) => /was cancelled$/.test(m.subject))!;
    expect(mail.text).toContain('was not answered in time, so it was cancelled automatically');
  });

  it('approves a free request without any payment', async () => {
    const host = await signedInOwner(t);
    const storeId = (await createStoreVia(host.client, host.ownerId)).id;
    const free = await createProductVia(host.client, storeId, {
      product_name: 'Luggage hold',
      price: 0,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    });
    const guest = await signedInGuest(t);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: free.id,
        quantity: 1,
      })
    ).json();
    await enterDetails(guest.client, order.id);
    await guest.client.post(`/api/services/order/${order.id}/complete-zero-purchase/`, {
      email: 'free@example.com',
    });
    const [request] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect(request).toMatchObject({ status: 'HOLD', paymentIntentId: null });
    const response = await host.client.post(
      `/api/services/purchase/owner/${request!.ownerUuid}/approve/`,
    );
    expect(response.json()).toMatchObject({ status: 'COMP', decided_by: 'owner' });
  });
});

describe('denying and cancelling', () => {
  it('releases the authorisation and the stock, and passes the note on', async () => {
    const r = await requestOnHold(t, { guestEmail: 'denied@example.com' });
    const stock = await stockOf(r.product.id);
    const response = await r.host.client.post(`${r.links.owner}deny/`, {
      approval_note: 'Sorry, we are fully booked that day.',
    });
    expect(response.json()).toMatchObject({ status: 'CNCL', decided_by: 'owner' });
    expect((await intentOf(r.purchase.paymentIntentId!)).status).toBe('canceled');
    expect(await stockOf(r.product.id)).toBe(stock! + 1);
    await expect
      .poll(() => mailsTo('denied@example.com').some((m) => /declined$/.test(m.subject)))
      .toBe(true);
    const mail = mailsTo('denied@example.com').find((m) => /declined$/.test(m.subject))!;
    expect(mail.text).toContain('was declined by the host');
    expect(mail.text).toContain('Note from the host: Sorry, we are fully booked that day.');
    expect((await anonymous().post(`${r.links.guest}cancel/`)).statusCode).toBe(409);
  });

  it('lets the guest cancel, and only cancel', async () => {
    const r = await requestOnHold(t, { guestEmail: 'changed.plans@example.com' });
    for (const action of ['approve', 'deny']) {
      const refused = await anonymous().post(`${r.links.guest}${action}/`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: approvalMessages.guestCannotDecide });
    }
    const ownerCancel = await r.host.client.post(`${r.links.owner}cancel/`);
    expect(ownerCancel.statusCode).toBe(403);
    expect(ownerCancel.json()).toEqual({ detail: approvalMessages.onlyGuestCancels });
    expect((await purchaseRow(t, r.purchase.id)).status).toBe('HOLD');

    const cancelled = await anonymous().post(`${r.links.guest}cancel/`);
    expect(cancelled.json()).toMatchObject({ status: 'CNCL', decided_by: 'guest' });
    await expect
      .poll(() => mailsTo(r.host.email).some((m) => /cancelled by the guest/.test(m.subject)))
      .toBe(true);
    const deniedAfter = await r.host.client.post(`${r.links.owner}deny/`, {});
    expect(deniedAfter.statusCode).toBe(409);
  });

  it('refuses a note over 10000 characters and changes nothing', async () => {
    const r = await requestOnHold(t);
    const response = await r.host.client.post(`${r.links.owner}deny/`, {
      approval_note: 'x'.repeat(10_001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ approval_note: [approvalMessages.noteTooLong] });
    const bad = await r.host.client.post(`${r.links.owner}approve/`, { note: 'typo', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(await purchaseRow(t, r.purchase.id)).toMatchObject({
      status: 'HOLD',
      decidedBy: null,
      approvalNote: '',
    });
    const exact = await r.host.client.post(`${r.links.owner}approve/`, {
      approval_note: 'y'.repeat(10_000),
    });
    expect(exact.json().status).toBe('COMP');
  });
});

describe("a merchant's request", () => {
  async function merchantRequest() {
    const { host, tileId } = await hostWithMerchantRequest(t, 'orders@tahoetreats.example');
    const guest = await signedInGuest(t);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: tileId,
        quantity: 1,
      })
    ).json();
    const customerId = await enterDetails(guest.client, order.id);
    await payWithCard(guest.client, order.id, customerId, CARDS.success, 'honey@example.com');
    await waitUntilReady(guest.client, order.id);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    return { host, purchase: purchase! };
  }

  it('is decided by the merchant only; the owner sees it', async () => {
    const { host, purchase } = await merchantRequest();
    expect(purchase).toMatchObject({ status: 'HOLD', merchantAmountCents: 1200 });
    const ownerLink = `/api/services/purchase/owner/${purchase.ownerUuid}/`;
    const merchantLink = `/api/services/purchase/merchant/${purchase.merchantUuid}/`;

    expect((await host.client.get(ownerLink)).json()).toMatchObject({
      can_approve: false,
      merchant_name: 'Tahoe Treats',
      merchant_amount: null,
      owner_profit: 1.8,
    });
    const ownerTries = await host.client.post(`${ownerLink}approve/`, {});
    expect(ownerTries.statusCode).toBe(403);
    expect(ownerTries.json()).toEqual({ detail: CAN_APPROVE_ONLY_MERCHANT_TOOLTIP });
    expect((await host.client.post(`${ownerLink}deny/`, {})).statusCode).toBe(403);

    expect((await anonymous().get(merchantLink)).json()).toMatchObject({
      can_approve: true,
      merchant_amount: 12,
      owner_profit: null,
      order_products: [{ product_name: 'Local Honey', merchant_amount: 12, owner_profit: null }],
    });
    const denied = await anonymous().post(`${merchantLink}deny/`, {
      approval_note: 'Out of honey this week.',
    });
    expect(denied.json()).toMatchObject({ status: 'CNCL', decided_by: 'merchant' });

    await expect
      .poll(() =>
        mailsTo('orders@tahoetreats.example').some((m) => m.subject.startsWith('Request denied')),
      )
      .toBe(true);
    const merchantMail = mailsTo('orders@tahoetreats.example').find((m) =>
      m.subject.startsWith('Request denied'),
    )!;
    expect(merchantMail.text).toContain('You denied the request');
    expect(merchantMail.text).toContain(`/merchant/${purchase.merchantUuid}/`);
    await expect
      .poll(() => mailsTo(host.email).some((m) => m.subject.startsWith('Request denied')))
      .toBe(true);
    expect(mailsTo(host.email).find((m) => m.subject.startsWith('Request denied'))!.text).toContain(
      'Tahoe Treats denied the request',
    );
    await expect
      .poll(() => mailsTo('honey@example.com').some((m) => /declined$/.test(m.subject)))
      .toBe(true);
    expect(mailsTo('honey@example.com').find((m) => /declined$/.test(m.subject))!.text).toContain(
      'Note from Tahoe Treats: Out of honey this week.',
    );
  });

  it('still opens from the merchant link once decided, says so, and changes nothing', async () => {
    const { host, purchase } = await merchantRequest();
    const merchantLink = `/api/services/purchase/merchant/${purchase.merchantUuid}/`;
    await anonymous().post(`${merchantLink}approve/`, { approval_note: 'Ready Friday.' });
    const decided = await purchaseRow(t, purchase.id);
    expect(decided).toMatchObject({ status: 'COMP', decidedBy: 'merchant' });

    const page = await anonymous().get(merchantLink);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'COMP',
      approval_note: 'Ready Friday.',
      decided_by: 'merchant',
    });
    for (const action of ['approve', 'deny']) {
      const again = await anonymous().post(`${merchantLink}${action}/`, { approval_note: 'No.' });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { non_field_errors: [NOT_ON_HOLD_MESSAGE] },
      ]);
    }
    expect(await purchaseRow(t, purchase.id)).toEqual(decided);
    expect(
      (await host.client.get(`/api/services/purchase/owner/${purchase.ownerUuid}/`)).json(),
    ).toMatchObject({ status: 'COMP' });
  });
});
