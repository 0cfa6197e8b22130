import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultOffPlatformInstructions } from '@stayfront/core';
import { orderProducts, orders, purchases } from '../../../db/schema/index';
import { CARDS, payWithCard, waitUntilReady } from '../../../testing/checkout-helpers';
import { signedInOwner, uniqueEmail } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { requestOnHold } from '../../../testing/request-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let storeId: string;
let host: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Lake House' })).id;
});
afterAll(async () => {
  await t.close();
});

type Guest = Awaited<ReturnType<typeof signedInGuest>>;
interface Line {
  product_id: string;
  quantity: number;
  delivery_date?: string;
}

/** A guest fills a cart, gives their details (in `locale` when given) and pays by card. */
async function order(lines: Line[], { locale, airbnb }: { locale?: string; airbnb?: boolean }) {
  const guest = await signedInGuest(t);
  let placed = { id: '', order_number: 0 };
  for (const line of lines) {
    placed = (await guest.client.request('PATCH', '/api/services/order/add/', line)).json();
  }
  if (airbnb != null) {
    await guest.client.post(`/api/services/order/${placed.id}/update-purchasable-off-platform/`, {
      is_purchasable_off_platform: airbnb,
    });
  }
  const customerId = (await guest.client.post('/api/services/order/create-customer/')).json()
    .id as string;
  const details = await guest.client.post(`/api/services/order/${placed.id}/update-customer/`, {
    customer_id: customerId,
    first_name: 'Lucía',
    last_name: 'Gómez',
    phone: '+34 600 000 000',
    ...(locale ? { locale } : {}),
  });
  expect(details.statusCode).toBe(200);
  const email = uniqueEmail('guest');
  await payWithCard(guest.client, placed.id, customerId, CARDS.success, email);
  expect(await waitUntilReady(guest.client, placed.id)).toEqual({
    is_ready: true,
    has_error: false,
    sold_out: false,
    is_cart: false,
  });
  return { guest, order: placed, email };
}

async function productWith(overrides: Record<string, unknown>) {
  return createProductVia(host.client, storeId, {
    has_quantity: false,
    quantity: null,
    ...overrides,
  });
}

describe("the guest's e-mails", () => {
  it('go out in Spanish, with Spanish formats, for a guest who ordered in Spanish', async () => {
    const wood = await productWith({
      product_name: 'Firewood',
      price: 12,
      instructions: 'The firewood is by the back door.',
    });
    const { order: placed, email } = await order([{ product_id: wood.id, quantity: 2 }], {
      locale: 'es',
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored!.locale).toBe('es');

    const receipt = (await t.smtp.waitFor(email))!;
    expect(receipt.subject).toBe(`Tu pedido n.º ${placed.order_number} en Lake House`);
    expect(receipt.text).toContain('¡Gracias, Lucía!');
    // Intl puts a no-break space between the amount and the currency.
    expect(receipt.text).toContain('2 × Firewood: 24,00\u00a0US$');
    expect(receipt.text).toContain(
      'Después de tu compra de Firewood: The firewood is by the back door.',
    );
    expect(receipt.text).toContain('¿Preguntas? Escríbenos a');
    expect(receipt.html).toContain('<html lang="es">');
    // Its links open the guest pages in Spanish, whatever the browser's language.
    expect(receipt.text).toContain(`/store/${storeId}/?lang=es`);
    // No request in this order: the receipt does not talk about them.
    expect(receipt.text).not.toMatch(/solicitud|retenido/i);
  });

  it('keep English, with the spec formats, for a guest who did not say', async () => {
    const kayak = await productWith({ product_name: 'Kayak', price: 30, requires_approval: true });
    const towels = await productWith({ product_name: 'Towels', price: 8 });
    const { order: placed, email } = await order(
      [
        { product_id: kayak.id, quantity: 1, delivery_date: '2099-01-02' },
        { product_id: towels.id, quantity: 1 },
      ],
      {},
    );
    const receipt = (await t.smtp.waitFor(email))!;
    expect(receipt.subject).toBe(`Your order #${placed.order_number} at Lake House`);
    expect(receipt.text).toContain('1 × Kayak on 01/02/2099: $30.00 — a request awaiting approval');
    expect(receipt.text).toMatch(/to cancel it: \S+\/guest\/[\w-]+\/\s/);
    expect(receipt.text).not.toContain('?lang=');
    expect(receipt.text).toContain(
      'Requests are charged only when they are approved; we will e-mail you the answer.',
    );
    // The kayak's amount and fee are held on the card; the towels are charged.
    const [kayakLine] = await t.db
      .select()
      .from(orderProducts)
      .where(and(eq(orderProducts.orderId, placed.id), eq(orderProducts.productId, kayak.id)));
    const held = (kayakLine!.amountCents + kayakLine!.convenienceFeeCents) / 100;
    expect(receipt.text).toContain(
      `Of this total, $${held.toFixed(2)} is held on your card for requests awaiting approval.`,
    );
  });

  it("give a request's instructions with its approval, not with the receipt", async () => {
    const r = await requestOnHold(t, {
      product: { product_name: 'Early Check-In', instructions: 'We confirm your time by text.' },
    });
    const receipt = (await t.smtp.waitFor(r.guestEmail))!;
    expect(receipt.subject).toMatch(/^Your order/);
    expect(receipt.text).not.toContain('We confirm your time by text.');

    expect((await r.host.client.post(`${r.links.owner}approve/`, {})).statusCode).toBe(200);
    const approval = await vi.waitFor(
      () => {
        const mail = t.smtp.received.find(
          (m) => m.to.includes(r.guestEmail) && /approved/.test(m.subject),
        );
        if (!mail) throw new Error('no approval e-mail yet');
        return mail;
      },
      { timeout: 5000 },
    );
    expect(approval.text).toContain(
      'After your purchase of Early Check-In: We confirm your time by text.',
    );
  });

  it("tell an Airbnb guest how to pay the host's request in the Resolution Center", async () => {
    const wood = await productWith({ product_name: 'Kindling', price: 10 });
    const clean = await productWith({
      product_name: 'Mid-stay clean',
      price: 50,
      is_purchasable_off_platform: true,
      instructions_off_platform: 'Accept my request the day before the clean.',
    });
    // Left empty in the wizard: the product keeps the default (English) text.
    const crib = await productWith({
      product_name: 'Crib',
      price: 15,
      is_purchasable_off_platform: true,
    });
    const { email } = await order(
      [
        { product_id: wood.id, quantity: 1 },
        { product_id: clean.id, quantity: 1 },
        { product_id: crib.id, quantity: 1 },
      ],
      { locale: 'de', airbnb: true },
    );
    const receipt = (await t.smtp.waitFor(email))!;
    expect(receipt.text).toContain('Über Airbnb bezahlt');
    expect(receipt.text).toContain('1 × Mid-stay clean');
    expect(receipt.text).toContain('Airbnb-Konfliktlösungscenter');
    // The card paid only what is not paid on Airbnb.
    expect(receipt.text).not.toContain('1 × Mid-stay clean: ');
    // The host's own words for Airbnb guests, in the guest's language around them; the default
    // text would repeat in English what the receipt says in German.
    expect(receipt.text).toContain(
      'Für Mid-stay clean, über Airbnb bezahlt: Accept my request the day before the clean.',
    );
    expect(receipt.text).not.toContain(defaultOffPlatformInstructions);
  });

  it('leave out the Airbnb instructions for a guest who did not book there', async () => {
    const clean = await productWith({
      product_name: 'Deep clean',
      price: 50,
      is_purchasable_off_platform: true,
      instructions_off_platform: 'Accept my request in the Resolution Center.',
    });
    const { email } = await order([{ product_id: clean.id, quantity: 1 }], { airbnb: false });
    const receipt = (await t.smtp.waitFor(email))!;
    expect(receipt.text).toContain('1 × Deep clean: $50.00');
    expect(receipt.text).not.toContain('Accept my request in the Resolution Center.');
  });

  it('tell a Spanish guest in Spanish that their request was cancelled', async () => {
    const boat = await productWith({
      product_name: 'Boat tour',
      price: 40,
      requires_approval: true,
    });
    const {
      order: placed,
      email,
      guest,
    } = await order([{ product_id: boat.id, quantity: 1 }], {
      locale: 'es',
    });
    await t.smtp.waitFor(email);
    const [request] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.orderId, placed.id), eq(purchases.status, 'HOLD')));
    const cancel = await guest.client.post(
      `/api/services/purchase/guest/${request!.guestUuid}/cancel/`,
    );
    expect(cancel.statusCode).toBe(200);
    const outcome = await waitForSubject(email, 'Cancelaste tu solicitud en Lake House');
    expect(outcome.text).toContain(
      `Como pediste, cancelamos tu solicitud en Lake House (pedido n.º ${placed.order_number}):`,
    );
    expect(outcome.text).toContain('No se cobró tu tarjeta');
  });

  it('refuses a language guests cannot read, in the spec error format', async () => {
    const guest: Guest = await signedInGuest(t);
    const wood = await productWith({ product_name: 'Logs', price: 5 });
    const placed = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: wood.id,
        quantity: 1,
      })
    ).json();
    const customerId = (await guest.client.post('/api/services/order/create-customer/')).json().id;
    const response = await guest.client.post(`/api/services/order/${placed.id}/update-customer/`, {
      customer_id: customerId,
      first_name: 'Ana',
      last_name: 'Silva',
      phone: '+351 900 000 000',
      locale: 'xx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('locale');
  });
});

async function waitForSubject(to: string, subject: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = t.smtp.received.find((m) => m.to.includes(to) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail "${subject}" to ${to}`);
}
