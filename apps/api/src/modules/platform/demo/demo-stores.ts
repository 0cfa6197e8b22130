/** Where `npm run -w apps/api demo-covers` writes the covers, under apps/api/assets. */
export const DEMO_COVERS_FOLDER = 'demo-covers';

/** The demo host's two stores, with the covers drawn for them (see write-demo-covers.ts). */
export const DEMO_STORES = [
  {
    storeName: 'Lakeside Cabin',
    country: 'US',
    state: 'CA',
    city: 'South Lake Tahoe',
    street1: '1020 Emerald Bay Rd',
    postalCode: '96150',
    description:
      'Welcome to Lakeside Cabin! Add firewood for the stove, a mid-stay clean or bikes for the lake trail, and we will have everything ready for you. Questions? Message us any time.',
    cover: {
      file: 'lakeside-cabin.jpg',
      colors: ['#8ec5e6', '#2f7d5b', '#b5533c'] as [string, string, string],
    },
    templates: [
      'early-check-in',
      'late-check-out',
      'firewood',
      'mid-stay-clean',
      'bike-rental',
      'smores-kit',
      'pool-heating',
      'tip-the-cleaner',
    ],
  },
  {
    storeName: 'Downtown Loft',
    country: 'US',
    state: 'TX',
    city: 'Austin',
    street1: '501 Congress Ave',
    postalCode: '78701',
    description:
      'Welcome to the Downtown Loft! Start your stay with breakfast, book an early check-in, or grab a parking pass for the garage next door. Enjoy Austin!',
    cover: {
      file: 'downtown-loft.jpg',
      colors: ['#f6c28b', '#7a8f3c', '#3b5b8c'] as [string, string, string],
    },
    templates: [
      'early-check-in',
      'breakfast',
      'parking-pass',
      'welcome-basket',
      'bottle-of-wine',
      'airport-pickup',
      'toiletries-kit',
      'damages',
    ],
  },
];
