// A host with one store of template products, made through the API as a host would.
import { createSession } from './http.mjs';

const PASSWORD = 'Bench-Mark-2026!';

/**
 * `stock` is the quantity of the products that count theirs (every product when `allCounted`).
 * Returns the store, every product, and the plain ones a guest can add without choices: a fixed
 * price, no service date, no approval.
 */
export async function seedBenchStore(base, { products: count, stock, allCounted = false }) {
  const host = createSession(base);
  await host.post('/api/services/owner/', {
    firstName: 'Bench',
    email: 'bench@example.com',
    password: PASSWORD,
  });
  const me = await host.post('/api/jwt/login/', { email: 'bench@example.com', password: PASSWORD });
  const store = await host.post('/api/services/store/create/', {
    ownerId: me.owner_id,
    storeName: 'Benchmark Lodge',
    country: 'US',
    state: 'CO',
    city: 'Aspen',
    postalCode: '81611',
    description: `A store with ${count} products.`,
  });
  const templates = (await host.get('/api/services/product/templates/')).results.filter(
    (t) => t.category !== 'LINK' && t.subcategory !== 'External Link',
  );
  const products = [];
  const plainProducts = [];
  for (let i = 0; i < count; i += 1) {
    const t = templates[i % templates.length];
    const counted = allCounted || t.has_quantity;
    const product = await host.post('/api/services/product/create/', {
      store_id: store.id,
      product_name: `${t.product_name} ${i + 1}`,
      category: t.category,
      subcategory: t.subcategory,
      description: t.description,
      instructions: t.instructions,
      image: t.image,
      price: t.price,
      price_type: t.price_type,
      product_prices: t.product_prices,
      preorder_by: t.preorder_by,
      requires_approval: t.requires_approval,
      has_quantity: counted,
      quantity: counted ? stock : null,
      show_delivery_date: t.show_delivery_date,
      is_early_checkin: t.is_early_checkin,
      is_late_checkout: t.is_late_checkout,
    });
    products.push(product);
    if (!t.show_delivery_date && t.price_type === 'static' && !t.requires_approval) {
      plainProducts.push(product);
    }
  }
  return { host, store, products, plainProducts, firstProduct: plainProducts[0] };
}
