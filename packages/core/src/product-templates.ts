import type { Category, PriceType, Subcategory } from './product-constants';
import { EARLY_CHECKIN_TIME, LATE_CHECKOUT_TIME } from './product-constants';

export interface ProductTemplate {
  key: string;
  product_name: string;
  subcategory: Subcategory;
  category: Category;
  price: number;
  price_type: PriceType;
  preorder_by: number | null;
  requires_approval: boolean;
  show_delivery_date: boolean;
  has_quantity: boolean;
  quantity: number | null;
  is_early_checkin: boolean;
  is_late_checkout: boolean;
  product_prices: { label: string; time_label: string; price: number }[];
  description: string;
  instructions: string;
  image: string;
}

type Draft = Partial<ProductTemplate> &
  Pick<ProductTemplate, 'key' | 'product_name' | 'subcategory' | 'price' | 'description'>;

/** Services and add-ons need a week's notice; goods are tracked from one unit (spec, constants). */
function template(draft: Draft): ProductTemplate {
  const isGoods = draft.subcategory === 'Goods and essentials';
  const needsNotice = draft.subcategory === 'Guest services' || draft.subcategory === 'Add ons';
  const preorderBy = draft.preorder_by !== undefined ? draft.preorder_by : needsNotice ? 7 : null;
  return {
    category: preorderBy != null && preorderBy > 0 ? 'PO' : 'IH',
    price_type: 'static',
    preorder_by: preorderBy,
    requires_approval: false,
    show_delivery_date: preorderBy != null,
    has_quantity: isGoods,
    quantity: isGoods ? 1 : null,
    is_early_checkin: false,
    is_late_checkout: false,
    product_prices: [],
    instructions: '',
    image: `/template-images/${draft.key}.svg`,
    ...draft,
  };
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  template({
    key: 'mid-stay-clean',
    product_name: 'Mid-stay Clean',
    subcategory: 'Guest services',
    price: 100,
    description:
      'A full refresh halfway through your stay: fresh sheets and towels, kitchen and bathrooms cleaned, floors vacuumed and trash taken out. Pick the day that suits you and we will schedule the cleaners.',
    instructions:
      'Our cleaners will arrive between 11:00 and 15:00 on the day you chose. Please leave valuables put away.',
  }),
  template({
    key: 'pool-heating',
    product_name: 'Pool Heating',
    subcategory: 'Add ons',
    price: 75,
    preorder_by: 2,
    description:
      'Swim in comfort: we heat the pool to a cosy 84°F for your whole stay. Heating takes about 24 hours, so order at least two days before arrival.',
    instructions: 'The pool heater will be switched on the day before you arrive.',
  }),
  template({
    key: 'firewood',
    product_name: 'Firewood',
    subcategory: 'Goods and essentials',
    price: 20,
    description:
      'A bundle of seasoned, split hardwood with kindling and fire starters — enough for two cosy evenings by the fireplace or fire pit.',
    instructions: 'The firewood will be stacked by the back door.',
  }),
  template({
    key: 'parking-pass',
    product_name: 'Parking Pass',
    subcategory: 'Add ons',
    price: 25,
    preorder_by: 1,
    description:
      'A reserved parking space for one vehicle for your entire stay, so you never have to circle the block after a day out.',
    instructions:
      'Your parking pass will be on the kitchen counter. Hang it from the rear-view mirror.',
  }),
  template({
    key: 'bike-rental',
    product_name: 'Bike Rental',
    subcategory: 'Rentals',
    price: 25,
    preorder_by: 1,
    description:
      'A comfortable cruiser bike with helmet and lock, ready for exploring the neighbourhood, the lake trail or the farmers market. Price per bike per day.',
    instructions:
      'The bike and lock will be in the garage; the lock code is in your check-in message.',
  }),
  template({
    key: 'breakfast',
    product_name: 'Breakfast',
    subcategory: 'Food and beverage',
    price: 25,
    preorder_by: 2,
    description:
      'Wake up to a breakfast basket: fresh pastries, local granola, yogurt, seasonal fruit, juice and freshly ground coffee. Serves two.',
    instructions: 'Your breakfast basket will be delivered by 8:30 on the date you chose.',
  }),
  template({
    key: 'errand-service',
    product_name: 'Errand Service',
    subcategory: 'Guest services',
    price: 75,
    requires_approval: true,
    description:
      'Forgot something or need a hand? We will run an errand for you — a pharmacy pick-up, a store run or a package drop-off — within the local area. Tell us what you need in the notes.',
    instructions: 'We will message you to confirm the details before heading out.',
  }),
  template({
    key: 'ship-item-home',
    product_name: 'Ship an Item Home',
    subcategory: 'Guest services',
    price: 35,
    preorder_by: 0,
    requires_approval: true,
    description:
      'Left something behind or bought too much to carry? We will pack it carefully and ship it to your home address. Covers packing and one standard parcel within the country.',
    instructions:
      'Leave the item on the dining table with your address, and we will send the tracking number.',
  }),
  template({
    key: 'test-purchase',
    product_name: 'Test Purchase',
    subcategory: 'Something else',
    price: 0,
    preorder_by: 0,
    requires_approval: true,
    description:
      'A free item to try the checkout from a guest’s point of view. It needs your approval, so nothing is charged and nothing is delivered.',
  }),
  template({
    key: 'early-check-in',
    product_name: 'Request Early Check-In',
    subcategory: 'Add ons',
    price: 30,
    price_type: 'multiple',
    preorder_by: 0,
    requires_approval: true,
    is_early_checkin: true,
    product_prices: [{ label: '', time_label: EARLY_CHECKIN_TIME, price: 30 }],
    description:
      'Start your stay sooner. Request an early check-in and we will confirm as soon as we know the home is ready. You are only charged if we approve.',
    instructions: 'We will confirm your early check-in time by message the day before arrival.',
  }),
  template({
    key: 'late-check-out',
    product_name: 'Request Late Check-Out',
    subcategory: 'Add ons',
    price: 30,
    price_type: 'multiple',
    preorder_by: 0,
    requires_approval: true,
    is_late_checkout: true,
    product_prices: [{ label: '', time_label: LATE_CHECKOUT_TIME, price: 30 }],
    description:
      'No rush on your last morning. Request a late check-out and enjoy a slow breakfast; we will confirm if the next booking allows it. You are only charged if we approve.',
    instructions: 'We will confirm your late check-out by message.',
  }),
  template({
    key: 'return-postage',
    product_name: 'Return Postage',
    subcategory: 'Guest services',
    price: 0,
    price_type: 'variable',
    preorder_by: null,
    description:
      'Pay the postage for an item we are sending back to you. Enter the amount we quoted you in your messages.',
  }),
  template({
    key: 'tip-the-cleaner',
    product_name: 'Tip the Cleaner',
    subcategory: 'Something else',
    price: 0,
    price_type: 'variable',
    preorder_by: null,
    description:
      'Loved how spotless the place was? Leave a tip for our cleaning team — every cent goes to them.',
  }),
  template({
    key: 'damages',
    product_name: 'Damages',
    subcategory: 'Something else',
    price: 0,
    price_type: 'variable',
    preorder_by: null,
    description:
      'Accidents happen. Use this item to settle a breakage or damage we have agreed on together; enter the amount from our messages.',
  }),
  template({
    key: 'event-or-filming',
    product_name: 'Event or Filming',
    subcategory: 'Guest services',
    price: 0,
    price_type: 'variable',
    preorder_by: 7,
    requires_approval: true,
    description:
      'Planning a small gathering, a photo shoot or filming at the property? Send a request with the details and the fee we agreed on, and we will confirm.',
  }),
  template({
    key: 'welcome-basket',
    product_name: 'Welcome Basket',
    subcategory: 'Food and beverage',
    price: 45,
    preorder_by: 2,
    description:
      'Arrive to a basket of local treats: artisan crackers, cheese, chocolate, fresh fruit and a bottle of sparkling water. A perfect start to your stay.',
    instructions: 'Your welcome basket will be waiting on the kitchen counter.',
  }),
  template({
    key: 'grocery-pre-stock',
    product_name: 'Grocery Pre-stock',
    subcategory: 'Guest services',
    price: 50,
    requires_approval: true,
    description:
      'Skip the first grocery run. Send us your shopping list in the notes and we will stock the fridge and pantry before you arrive. The price covers the service; groceries are billed at cost.',
    instructions: 'We will message you the receipt for the groceries.',
  }),
  template({
    key: 'private-chef',
    product_name: 'Private Chef Dinner',
    subcategory: 'Guest services',
    price: 150,
    requires_approval: true,
    description:
      'A local chef cooks a three-course dinner in the home, tailored to your tastes and dietary needs, and leaves the kitchen clean. Price per person.',
    instructions: 'The chef will contact you to plan the menu.',
  }),
  template({
    key: 'airport-pickup',
    product_name: 'Airport Pickup',
    subcategory: 'Guest services',
    price: 60,
    preorder_by: 3,
    requires_approval: true,
    description:
      'A friendly driver meets you at arrivals and brings you straight to the door. Add your flight number in the extra information.',
    instructions: 'Your driver will text you when you land.',
  }),
  template({
    key: 'extra-linens',
    product_name: 'Extra Towels & Linens',
    subcategory: 'Add ons',
    price: 15,
    preorder_by: 1,
    description:
      'A fresh set of bath towels, hand towels and bed linen for one bed, delivered to the home during your stay.',
  }),
  template({
    key: 'pet-fee',
    product_name: 'Pet Fee',
    subcategory: 'Add ons',
    price: 50,
    preorder_by: 0,
    requires_approval: true,
    description:
      'Bringing your four-legged friend? Add the pet fee and we will leave out bowls, a bed and treats. Covers one well-behaved pet for the stay.',
  }),
  template({
    key: 'crib-high-chair',
    product_name: 'Crib & High Chair',
    subcategory: 'Rentals',
    price: 20,
    preorder_by: 2,
    description:
      'Travel light with little ones: a clean travel crib with fitted sheet and a sturdy high chair, set up before you arrive.',
  }),
  template({
    key: 'beach-gear',
    product_name: 'Beach Gear Kit',
    subcategory: 'Rentals',
    price: 30,
    preorder_by: 1,
    description:
      'Two beach chairs, an umbrella, a cooler and beach towels — everything for a day by the water. Price for the whole stay.',
  }),
  template({
    key: 'bottle-of-wine',
    product_name: 'Bottle of Wine',
    subcategory: 'Food and beverage',
    price: 30,
    preorder_by: 1,
    description:
      'A bottle of wine from a nearby vineyard, chilled and waiting for you. Red, white or rosé — tell us in the notes. Guests must be 21 or older.',
  }),
  template({
    key: 'smores-kit',
    product_name: "S'mores Kit",
    subcategory: 'Goods and essentials',
    price: 15,
    description:
      'Graham crackers, chocolate, marshmallows and roasting sticks for a fire-pit evening under the stars. Serves four.',
  }),
  template({
    key: 'toiletries-kit',
    product_name: 'Toiletries Kit',
    subcategory: 'Goods and essentials',
    price: 12,
    description:
      'Forgot something? A kit with toothbrushes, toothpaste, razor, shaving cream, deodorant and travel-size shampoo and conditioner.',
  }),
  template({
    key: 'local-guidebook',
    product_name: 'Local Guidebook',
    subcategory: 'External Link',
    category: 'LINK',
    price: 0,
    preorder_by: null,
    description: 'Our favourite restaurants, hikes and hidden gems nearby.',
  }),
];
