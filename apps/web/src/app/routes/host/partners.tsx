import { isCredentialPartner, isPartner } from '@stayfront/core';
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

/** Only partners with credentials have an import page so far; the others land on their intro. */
export function PartnerImportRoute() {
  const { company = '' } = useParams();
  return isCredentialPartner(company) ? (
    <ImportPage key={company} partner={company} />
  ) : (
    <NotFound />
  );
}
