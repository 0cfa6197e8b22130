import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts, owners, phoneNotificationSettings, purchases } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, signUpOwner, uniqueEmail } from '../../../testing/factories';
import { startFakeTwilio } from '../../../testing/fake-twilio';
import { hostWithMerchantRequest } from '../../../testing/merchant-factory';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({ env: twilio.env });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

type Plan = 'BASIC' | 'PRO' | 'PRO_PLUS';

/** A host on a plan, with a notification phone, an opted-in co-host, and a store. */
async function hostTeam(plan: Plan) {
  const host = await signedInOwner(t);
  await t.db.insert(phoneNotificationSettings).values({
    ownerId: host.ownerId,
    phoneNumber: '+1 (415) 555-0101',
    isSalesSmsEnabled: true,
    isRequestSmsEnabled: true,
  });
  const cohostEmail = uniqueEmail('cohost');
  const cohostUser = await signUpOwner(t.client(), cohostEmail);
  const invitation = await insertInvitation(t.db, host.ownerId, cohostEmail);
  await t.db
    .update(cohosts)
    .set({
      status: 'ACCEPTED',
      userId: cohostUser.userId,
      phoneNumber: '4155550102',
      isRequestSmsEnabled: true,
    })
    .where(eq(cohosts.id, invitation.id));
  // After the invitation, which needs Pro Plus: a lower plan keeps the co-host, suspended.
  await t.db.update(owners).set({ plan }).where(eq(owners.id, host.ownerId));
  const store = await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' });
  return { host, store, cohostEmail };
}

async function buy(productId: string, extra: Record<string, unknown> = {}) {
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: productId,
      quantity: 1,
      ...extra,
    })
  ).json() as { id: string };
  const customerId = await enterDetails(guest.client, order.id);
  await payWithCard(guest.client, order.id, customerId, CARDS.success);
  expect(await waitUntilReady(guest.client, order.id)).toMatchObject({ is_ready: true });
  return order.id;
}

const textsTo = (number: string) => twilio.messages.filter((m) => m.to === number);

describe('a new sale', () => {
  it('tells the owner, the product contact and texts those who chose sales texts', async () => {
    const { host, store, cohostEmail } = await hostTeam('PRO');
    const contact = uniqueEmail('contact');
    const firewood = await createProductVia(host.client, store.id, {
      quantity: 3,
      alert_threshold: 3,
      product_delegates: [
        {
          email: contact,
          phone_number: '4155550103',
          is_sales_sms_enabled: true,
          is_request_sms_enabled: false,
          is_show_price: false,
        },
      ],
    });
    await buy(firewood.id);

    const ownerMail = await t.smtp.waitFor(host.email);
    expect(ownerMail?.subject).toMatch(/^New sale at Pine Cabin: order #\d+$/);
    expect(ownerMail?.text).toContain('1 × Firewood: $20.00');
    expect(ownerMail?.text).toContain(`${TEST_PUBLIC_URL}/overview/orders/`);

    // Each e-mail is its own SMTP session: wait until both of the contact's have arrived.
    const contactMails = () => t.smtp.received.filter((m) => m.to.includes(contact));
    await expect.poll(() => contactMails().length).toBe(2);
    const sale = contactMails().find((m) => m.subject.startsWith('New sale'));
    expect(sale?.text).toContain('1 × Firewood');
    expect(sale?.text).not.toContain('$20.00');
    // 3 in stock, 1 sold: below the threshold of 3.
    const lowStock = contactMails().find((m) => m.subject.startsWith('Low stock: Firewood'));
    expect(lowStock?.text).toContain('Only 2 left of Firewood at Pine Cabin');

    // Texts and e-mails go out side by side: wait for the texts too.
    const bodiesTo = (number: string) => () => textsTo(number).map((m) => m.body);
    await expect
      .poll(bodiesTo('+14155550101'))
      .toContainEqual(expect.stringMatching(/New sale at Pine Cabin: 1 × Firewood/));
    await expect
      .poll(bodiesTo('+14155550103'))
      .toContainEqual(expect.stringContaining('low on stock (2 left)'));
    expect(bodiesTo('+14155550103')()).toContainEqual(expect.stringContaining('New sale'));
    // The co-host chose request texts only.
    expect(textsTo('+14155550102')).toHaveLength(0);
    expect(t.smtp.received.some((m) => m.to.includes(cohostEmail))).toBe(false);
  });

  it('after a downgrade texts only the numbers the plan allows, and no co-host', async () => {
    const { host, store, cohostEmail } = await hostTeam('PRO');
    await t.db.insert(phoneNotificationSettings).values({
      ownerId: host.ownerId,
      phoneNumber: '+1 (415) 555-0104',
      isSalesSmsEnabled: true,
      createdAt: new Date(Date.now() + 60_000),
    });
    await t.db
      .update(cohosts)
      .set({ isSalesSmsEnabled: true })
      .where(eq(cohosts.ownerId, host.ownerId));
    const before = textsTo('+14155550104').length;
    const beforeFirst = textsTo('+14155550101').length;
    const firewood = await createProductVia(host.client, store.id);
    await buy(firewood.id);
    await expect.poll(() => textsTo('+14155550101').length).toBe(beforeFirst + 1);
    expect(textsTo('+14155550104')).toHaveLength(before);
    expect(t.smtp.received.some((m) => m.to.includes(cohostEmail))).toBe(false);
  });

  it("names the chosen option and the guest's answers in the owner's sale e-mail", async () => {
    const { host, store } = await hostTeam('PRO');
    const bikes = await createProductVia(host.client, store.id, {
      product_name: 'Bike Rental',
      price_type: 'multiple',
      has_quantity: false,
      quantity: null,
      product_prices: [
        { label: 'Half day', price: 15 },
        { label: 'Full day', price: 25 },
      ],
      extra_fields: [{ label: 'Rider height' }],
    });
    const fullDay = (bikes.product_prices as { id: string; label: string }[]).find(
      (p) => p.label === 'Full day',
    )!;
    const heightField = (bikes.extra_fields as { id: string }[])[0]!;
    await buy(bikes.id, {
      product_price_id: fullDay.id,
      extra_fields: [{ product_field_id: heightField.id, value: '180 cm' }],
    });
    const ownerMail = await t.smtp.waitFor(host.email);
    expect(ownerMail?.subject).toMatch(/^New sale at Pine Cabin/);
    expect(ownerMail?.text).toContain('1 × Bike Rental (Full day): $25.00 — Rider height: 180 cm');
  });

  it('sends no texts on the Basic plan', async () => {
    const { host, store } = await hostTeam('BASIC');
    const before = textsTo('+14155550101').length;
    const firewood = await createProductVia(host.client, store.id);
    await buy(firewood.id);
    expect(await t.smtp.waitFor(host.email)).toBeDefined();
    expect(textsTo('+14155550101')).toHaveLength(before);
  });
});

describe('a new request', () => {
  it('gives the owner and opted-in co-hosts the approval link', async () => {
    const { host, store, cohostEmail } = await hostTeam('PRO_PLUS');
    const before = textsTo('+14155550102').length;
    const clean = await createProductVia(host.client, store.id, {
      product_name: 'Mid-stay Clean',
      requires_approval: true,
      has_quantity: false,
      quantity: null,
      price: 60,
    });
    const orderId = await buy(clean.id);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, orderId));
    expect(purchase?.status).toBe('HOLD');
    const link = `${TEST_PUBLIC_URL}/owner/${purchase!.ownerUuid}/?showPrices=True`;

    const ownerMail = await t.smtp.waitFor(host.email);
    expect(ownerMail?.subject).toBe('New request at Pine Cabin: 1 × Mid-stay Clean');
    expect(ownerMail?.text).toContain(`Approve or deny: ${link}`);
    expect(ownerMail?.text).toContain('within 6 days');
    const cohostMail = await t.smtp.waitFor(cohostEmail);
    expect(cohostMail?.text).toContain(link);
    await expect
      .poll(() =>
        textsTo('+14155550102')
          .slice(before)
          .map((m) => m.body),
      )
      .toContainEqual(expect.stringContaining(link));

    // The answer is texted to the same phones that take request texts.
    const approved = await host.client.post(
      `/api/services/purchase/owner/${purchase!.ownerUuid}/approve/`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    await expect
      .poll(() =>
        textsTo('+14155550102')
          .slice(before)
          .map((m) => m.body),
      )
      .toContainEqual(expect.stringMatching(/Request approved at Pine Cabin: 1 × Mid-stay Clean/));
    expect(textsTo('+14155550101').at(-1)?.body).toMatch(/^\w+: Request approved at Pine Cabin/);
  });

  it("asks the merchant to approve its own item, with the merchant's link", async () => {
    const merchantEmail = uniqueEmail('merchant');
    const { host, tileId } = await hostWithMerchantRequest(t, merchantEmail);
    const orderId = await buy(tileId);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, orderId));

    const mail = await t.smtp.waitFor(merchantEmail);
    expect(mail?.subject).toBe('Please approve or deny: 1 × Local Honey');
    expect(mail?.text).toContain('Your amount: $12.00');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/merchant/${purchase!.merchantUuid}/`);
    const ownerMail = await t.smtp.waitFor(host.email);
    expect(ownerMail?.text).toContain('Tahoe Treats approves or denies this request');
  });
});
