import { useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { SectionPage } from '../section-page';

/** Partners with a landing page and a property import (spec: partner hub). */
const PARTNER_LABEL: Record<string, string> = {
  ownerrez: 'OwnerRez',
  hospitable: 'Hospitable',
  airbnb: 'Airbnb',
  guesty: 'Guesty',
  guesty_lite: 'Guesty Lite',
  hostaway: 'Hostaway',
  lodgify: 'Lodgify',
  turno: 'Turno',
};

export const PartnersRoute = () => <SectionPage title="Partners" />;

export function PartnerLandingRoute() {
  const { company = '' } = useParams();
  const label = PARTNER_LABEL[company];
  return label ? <SectionPage title={label} /> : <NotFound />;
}

export function PartnerImportRoute() {
  const { company = '' } = useParams();
  return PARTNER_LABEL[company] ? <SectionPage title="Select Properties" /> : <NotFound />;
}
