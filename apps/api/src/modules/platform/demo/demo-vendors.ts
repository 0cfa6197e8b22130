import type { Db } from '../../../db/client';
import type { localProducts } from '../../../db/schema/index';
import {
  insertLocalProduct,
  insertMerchant,
} from '../../catalogue/local-vendors/local-vendors.repository';
import { syncLocalProduct } from '../../catalogue/local-vendors/local-vendors.sync';

/** Two local businesses near the demo stores, so the Local vendors tab has something to show. */
export async function seedDemoVendors(db: Db) {
  const tahoe = await insertMerchant(db, {
    businessName: 'Sierra Valley Goods',
    contactName: 'Morgan',
    email: 'orders@sierravalley.example',
    payoutAccount: 'pay@sierravalley.example',
  });
  const austin = await insertMerchant(db, {
    businessName: 'Congress Ave Coffee',
    contactName: 'Jules',
    email: 'hello@congresscoffee.example',
    payoutAccount: 'pay@congresscoffee.example',
  });
  const offers: (typeof localProducts.$inferInsert)[] = [
    {
      merchantId: tahoe.id,
      productName: 'Kayak Tour of Emerald Bay',
      description:
        'A guided two-hour paddle along the shore of Emerald Bay, kayaks and life vests included. Suitable for beginners.',
      image: '/template-images/beach-gear.svg',
      category: 'LS',
      subcategory: 'Guest services',
      priceCents: 8500,
      merchantAmountCents: 6800,
      ownerCommissionBps: 1000,
      preorderBy: 2,
      areaCenterPostalCode: '96150',
      areaRadiusMiles: 25,
    },
    {
      merchantId: tahoe.id,
      productName: 'Local Honey & Jam Box',
      description:
        'Wildflower honey and two small-batch jams from the Sierra foothills, delivered to your door.',
      image: '/template-images/welcome-basket.svg',
      category: 'LP',
      subcategory: 'Food and beverage',
      priceCents: 3200,
      merchantAmountCents: 2400,
      ownerCommissionBps: 1000,
      areaPostalCodes: ['96150', '96151'],
    },
    {
      merchantId: austin.id,
      productName: 'Coffee Beans, Freshly Roasted',
      description:
        'A 12 oz bag of our house espresso roast, ground for the loft’s coffee maker or whole bean.',
      image: '/template-images/breakfast.svg',
      category: 'LP',
      subcategory: 'Food and beverage',
      priceCents: 1800,
      merchantAmountCents: 1300,
      ownerCommissionBps: 1200,
      areaCities: ['Austin, TX'],
    },
  ];
  for (const values of offers)
    await syncLocalProduct(db, await insertLocalProduct(db, values), true);
}
