import { messages } from './messages';

/** Spec section 9: affiliate purchases may take up to 6 weeks to process. */
export const AFFILIATE_PROCESSING_WEEKS = 6;

export const CATEGORIES = {
  LP: 'Local Product',
  GG: 'Grab & Go',
  LS: 'Local Service',
  IH: 'In home',
  PO: 'Preorder Product',
  POLP: 'Preorder Local Product',
  AF: 'Affiliate',
  LINK: 'Link',
} as const;
export type Category = keyof typeof CATEGORIES;
export const CATEGORY_CODES = Object.keys(CATEGORIES) as Category[];

/** Categories a host's own products use; the others come from local vendors. */
export const OWN_CATEGORIES: readonly Category[] = ['IH', 'PO', 'LINK', 'GG'];
export const LOCAL_CATEGORIES: readonly Category[] = ['LP', 'POLP', 'AF', 'LS'];

/** Dashboard tab groupings (spec, store dashboard). */
export const TAB_CATEGORIES = {
  all: CATEGORY_CODES,
  'in-home': ['IH', 'PO', 'LINK'],
  'local-products': ['LP', 'POLP', 'AF', 'LS'],
} as const satisfies Record<string, readonly Category[]>;
export type DashboardTab = keyof typeof TAB_CATEGORIES;

export const SUBCATEGORIES = [
  'Add ons',
  'Food and beverage',
  'Goods and essentials',
  'Guest services',
  'Rentals',
  'External Link',
  'Something else',
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];
export const SOMETHING_ELSE: Subcategory = 'Something else';
export const EXTERNAL_LINK: Subcategory = 'External Link';

/** Unknown subcategories become Something else, keeping the name as the custom one. */
export function normalizeSubcategory(value: string): { subcategory: Subcategory; custom: string } {
  const known = SUBCATEGORIES.find((s) => s.toLowerCase() === value.trim().toLowerCase());
  return known
    ? { subcategory: known, custom: '' }
    : { subcategory: SOMETHING_ELSE, custom: value.trim() };
}

export const PRICE_TYPES = ['static', 'variable', 'multiple'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The wizard's availability choices and the category and flags each one stands for. */
export const AVAILABILITY_OPTIONS = {
  preorder: { label: 'Pre-order (needs notice)', category: 'PO', showDeliveryDate: true },
  withDate: { label: 'Immediately available with date', category: 'IH', showDeliveryDate: true },
  withoutDate: {
    label: 'Immediately available without date',
    category: 'IH',
    showDeliveryDate: false,
  },
  link: { label: 'Link', category: 'LINK', showDeliveryDate: false },
} as const;

export const PRODUCT_LIMITS = {
  name: 200,
  description: 10000,
  instructions: 500,
  externalLink: 254,
  contacts: 10,
  extraFields: 10,
  priceRows: 20,
  maxPriceCents: 10_000_000,
  minPaymentCents: 50,
} as const;

export const EARLY_CHECKIN_TIME = '14:00:00';
export const LATE_CHECKOUT_TIME = '13:00:00';
export const DEFAULT_NOTICE_DAYS = 7;

export const productMessages = {
  required: messages.required,
  minimumPrice: 'The price must be 0 or at least $0.50.',
  variableMinimum: 'Your payment amount must be greater than $0.50',
  linkRequired: 'Enter a link that starts with http:// or https://.',
  contactsLimit: 'You have met the limit of 10 emails for notifications.',
  contactDuplicate: 'That email has already been added.',
  contactPhoneNeedsChannel: 'Select the text info you would like your contact to receive.',
  contactChannelNeedsPhone: 'Phone number is required to receive text info.',
  contactSmsNeedsPlan: 'Text notifications need a paid plan.',
  externalLinkNeedsPro: 'External Link products need the Pro plan or higher.',
  timeLabelRequired: 'Choose a time for this option.',
  /** The form was opened on a version of the product that was saved again or sold since. */
  changedMeanwhile:
    'This product changed since you opened it (saved in another tab or by a co-host, or sold). Close this window and open the product again to edit its latest version.',
} as const;

export const defaultOffPlatformInstructions =
  'If you booked on Airbnb, we will send you a payment request through the Airbnb Resolution Center for this item. Accept it there to confirm your order.';

export function isAllowedPrice(cents: number): boolean {
  return cents === 0 || cents >= PRODUCT_LIMITS.minPaymentCents;
}
