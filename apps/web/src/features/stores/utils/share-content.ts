/** Message templates of the share modal; the rows match the spec (8, 7 and 5). */
export interface ShareTemplate {
  key: 'booking' | 'week-before' | 'check-in';
  title: string;
  rows: number;
  build: (link: string) => string;
}

export const SHARE_TEMPLATES: readonly ShareTemplate[] = [
  {
    key: 'booking',
    title: 'At booking',
    rows: 8,
    build: (link) =>
      `Hi there! Thank you so much for booking with us, we can't wait to host you.\n\n` +
      `To make your stay extra special, we've set up a guest store where you can add little ` +
      `extras ahead of time, like early check-in, a mid-stay clean, firewood or local treats:\n` +
      `${link}\n\n` +
      `Have a look whenever you like, and message us if you have any questions. See you soon!`,
  },
  {
    key: 'week-before',
    title: 'One week before check-in',
    rows: 7,
    build: (link) =>
      `Hi! Your stay is just one week away and we're getting everything ready for you.\n\n` +
      `If you'd like to plan ahead, you can still add extras such as early check-in, late ` +
      `check-out or a stocked fridge from our guest store:\n${link}\n\n` +
      `Safe travels, and let us know if there's anything we can do!`,
  },
  {
    key: 'check-in',
    title: 'At check-in',
    rows: 5,
    build: (link) =>
      `Welcome, we hope you settle in nicely! Need anything during your stay? Firewood, a ` +
      `mid-stay clean, a late check-out and more are a tap away in our guest store:\n${link}\n` +
      `Enjoy your stay!`,
  },
];

export interface SharePlatform {
  key: string;
  name: string;
  /** Letters of the badge and its brand colours (no external logos). */
  initials: string;
  background: string;
  color?: string;
}

/** Spec: the 16 shortcuts under "Add to your messaging on:" (Guesty is listed twice). */
export const SHARE_PLATFORMS: readonly SharePlatform[] = [
  { key: 'airbnb', name: 'Airbnb', initials: 'A', background: '#FF5A5F' },
  { key: 'booking', name: 'Booking', initials: 'B.', background: '#003580' },
  { key: 'dack', name: 'DACK', initials: 'D', background: '#1F2A44' },
  { key: 'enso-connect', name: 'Enso Connect', initials: 'EC', background: '#5A3FD6' },
  { key: 'guesty', name: 'Guesty', initials: 'G', background: '#1C62F5' },
  { key: 'guesty-lite', name: 'Guesty', initials: 'G', background: '#1C62F5' },
  { key: 'hospitable', name: 'Hospitable', initials: 'H', background: '#E6225C' },
  { key: 'hostaway', name: 'Hostaway', initials: 'H', background: '#FF6B35' },
  { key: 'hostfully', name: 'Hostfully', initials: 'Hf', background: '#2AB3A6' },
  { key: 'igms', name: 'iGMS', initials: 'iG', background: '#2F80ED' },
  { key: 'lmpm', name: 'LMPM', initials: 'LM', background: '#20456B' },
  { key: 'lodgify', name: 'Lodgify', initials: 'L', background: '#2563EB' },
  { key: 'ownerrez', name: 'OwnerRez', initials: 'OR', background: '#0E7A3D' },
  { key: 'stayfi', name: 'StayFi', initials: 'SF', background: '#7B3FE4' },
  { key: 'touchstay', name: 'TouchStay', initials: 'TS', background: '#00A3A1' },
  { key: 'vacasa', name: 'Vacasa', initials: 'V', background: '#FFCC00', color: '#12284C' },
  { key: 'vrbo', name: 'Vrbo', initials: 'V', background: '#1E40AF' },
];
