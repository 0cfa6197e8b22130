import { PARTNER_LABEL, type Partner } from '@stayfront/core';

/** A card of the partner hub: a partner with a landing, or a site that opens in a new tab. */
export type HubCard =
  | { kind: 'landing'; partner: Partner; title: string; text: string }
  | { kind: 'external'; key: string; title: string; text: string; href: string };

/** The hub's cards, in the spec's order. */
export const HUB_CARDS: HubCard[] = [
  {
    kind: 'landing',
    partner: 'ownerrez',
    title: 'OwnerRez',
    text: 'Import your OwnerRez properties as stores and keep them in sync.',
  },
  {
    kind: 'external',
    key: 'touchstay',
    title: 'TouchStay',
    text: 'Add your store link to your TouchStay digital guidebook.',
    href: 'https://touchstay.com/',
  },
  {
    kind: 'external',
    key: 'enso',
    title: 'Enso Connect',
    text: 'Offer your store in the Enso Connect guest journey.',
    href: 'https://ensoconnect.com/',
  },
  {
    kind: 'external',
    key: 'stayfi',
    title: 'StayFi',
    text: 'Show your store on the StayFi guest Wi-Fi portal.',
    href: 'https://stayfi.com/',
  },
  {
    kind: 'landing',
    partner: 'hospitable',
    title: 'Hospitable',
    text: 'Import your Hospitable properties as stores and keep them in sync.',
  },
  {
    kind: 'landing',
    partner: 'airbnb',
    title: 'Airbnb',
    text: 'Import your Airbnb listings through Hospitable Connect.',
  },
  {
    kind: 'landing',
    partner: 'guesty',
    title: 'Guesty',
    text: 'Import your Guesty listings with your Guesty API credentials.',
  },
  {
    kind: 'landing',
    partner: 'guesty_lite',
    title: 'Guesty Lite',
    text: 'Import your Guesty Lite listings with your integration token.',
  },
  {
    kind: 'landing',
    partner: 'hostaway',
    title: 'Hostaway',
    text: 'Import your Hostaway listings with your account ID and API key.',
  },
  {
    kind: 'landing',
    partner: 'lodgify',
    title: 'Lodgify',
    text: 'Import your Lodgify properties with your API key.',
  },
  {
    kind: 'landing',
    partner: 'turno',
    title: 'Turno',
    text: 'Import your Turno properties as stores.',
  },
];

/** The numbered next steps of each partner's landing. */
export function landingSteps(partner: Partner, brandName: string): string[] {
  const label = PARTNER_LABEL[partner];
  const finish = [
    `Choose for each listing: create a new ${brandName} store, link it with an existing store, or skip it.`,
    'Select Apply changes: your stores are created and kept in sync with their listings every day.',
  ];
  switch (partner) {
    case 'hostaway':
      return [
        'In Hostaway, open Settings, then Hostaway API, and create an API key.',
        'Select Continue and enter your Hostaway Account ID and the API key.',
        ...finish,
      ];
    case 'lodgify':
      return [
        'In Lodgify, open Settings, then Public API, and copy your API key.',
        'Select Continue and paste the API key.',
        ...finish,
      ];
    case 'guesty':
      return [
        'In Guesty, open Integrations, then OAuth applications, and create an application.',
        'Select Continue and enter its Client ID and Client Secret (the integration token).',
        ...finish,
      ];
    case 'guesty_lite':
      return [
        'In Guesty Lite, open the Marketplace and copy your integration token.',
        'Select Continue and paste the integration token.',
        ...finish,
      ];
    case 'airbnb':
      return [
        `Select Continue: Hospitable Connect opens and asks you to sign in to Airbnb and allow ${brandName} to read your listings.`,
        'Hospitable Connect brings you back to the import page with your Airbnb listings; if none show yet, wait a minute for Airbnb to share them and reload.',
        ...finish,
      ];
    default:
      return [
        `Select Continue and sign in to ${label} to allow ${brandName} to read your listings.`,
        ...finish,
      ];
  }
}
