import { isImportPartner, isPartner } from '@stayfront/core';
import { useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { ImportPage } from '@/features/partners/components/import-page';
import { PartnerHub } from '@/features/partners/components/partner-hub';
import { PartnerLanding } from '@/features/partners/components/partner-landing';

export const PartnersRoute = PartnerHub;

export function PartnerLandingRoute() {
  const { company = '' } = useParams();
  // `key` starts a fresh landing (no open modal) when moving between partners.
  return isPartner(company) ? <PartnerLanding key={company} partner={company} /> : <NotFound />;
}

/** Partners with a client have an import page; the others only their landing. */
export function PartnerImportRoute() {
  const { company = '' } = useParams();
  return isImportPartner(company) ? <ImportPage key={company} partner={company} /> : <NotFound />;
}
