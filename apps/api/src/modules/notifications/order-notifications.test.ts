import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohosts, owners, phoneNotificationSettings, purchases } from '../../db/schema';
import { CARDS, enterDetails, payWithCard, waitUntilReady } from '../../testing/checkout-helpers';
import { insertInvitation } from '../../testing/cohost-factory';
import { signedInOwner, signUpOwner, uniqueEmail } from '../../testing/factories';
import { startFakeTwilio } from '../../testing/fake-twilio';
import { signedInGuest } from '../../testing/guest-factory';
import { createProductVia } from '../../testing/product-factory';
import { createStoreVia } from '../../testing/store-factory';
import { signedInSupport } from '../../testing/support-factory';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';

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
  await t.db.update(owners).set({ plan }).where(eq(owners.id, host.ownerId));
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

    const contactMail = await t.smtp.waitFor(contact);
    const contactMails = t.smtp.received.filter((m) => m.to.includes(contact));
    const sale = contactMails.find((m) => m.subject.startsWith('New sale'));
    expect(sale?.text).toContain('1 × Firewood');
    expect(sale?.text).not.toContain('$20.00');
    expect(contactMail).toBeDefined();
    // 3 in stock, 1 sold: below the threshold of 3.
    const lowStock = contactMails.find((m) => m.subject.startsWith('Low stock: Firewood'));
    expect(lowStock?.text).toContain('Only 2 left of Firewood at Pine Cabin');

    expect(textsTo('+14155550101')[0]?.body).toMatch(/New sale at Pine Cabin: 1 × Firewood/);
    expect(textsTo('+14155550103').some((m) => m.body.includes('New sale'))).toBe(true);
    expect(textsTo('+14155550103').some((m) => m.body.includes('low on stock (2 left)'))).toBe(
      true,
    );
    // The co-host chose request texts only.
    expect(textsTo('+14155550102')).toHaveLength(0);
    expect(t.smtp.received.some((m) => m.to.includes(cohostEmail))).toBe(false);
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
    const texts = textsTo('+14155550102').slice(before);
    expect(texts[0]?.body).toContain(link);
  });

  it("asks the merchant to approve its own item, with the merchant's link", async () => {
    const support = (await signedInSupport(t)).client;
    const merchantEmail = uniqueEmail('merchant');
    const merchant = (
      await support.post('/api/services/admin/merchants/', {
        business_name: 'Tahoe Treats',
        contact_name: 'Lee',
        email: merchantEmail,
        payout_method: 'PAYP',
        payout_account: 'pay@tahoetreats.example',
      })
    ).json() as { id: string };
    const host = await signedInOwner(t);
    const store = await createStoreVia(host.client, host.ownerId, {
      storeName: 'Tahoe Cabin',
      city: 'South Lake Tahoe',
      state: 'CA',
      postalCode: '96150',
    });
    const created = await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      {
        product_name: 'Local Honey',
        description: 'Raw wildflower honey from the valley.',
        image: '/template-images/welcome-basket.svg',
        category: 'LP',
        subcategory: 'Food and beverage',
        price: 18,
        merchant_amount: 12,
        owner_commission: 0.1,
        requires_approval: true,
        area_postal_codes: ['96150'],
      },
    );
    expect(created.statusCode).toBe(201);
    const tiles = (
      await host.client.get(`/api/services/store/${store.id}/products/?category=local-products`)
    ).json().results as { id: string }[];
    const orderId = await buy(tiles[0]!.id);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, orderId));

    const mail = await t.smtp.waitFor(merchantEmail);
    expect(mail?.subject).toBe('Please approve or deny: 1 × Local Honey');
    expect(mail?.text).toContain('Your amount: $12.00');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/merchant/${purchase!.merchantUuid}/`);
    const ownerMail = await t.smtp.waitFor(host.email);
    expect(ownerMail?.text).toContain('Tahoe Treats approves or denies this request');
  });
});
