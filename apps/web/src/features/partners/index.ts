// The partner imports' public part, for the stores list and the store dashboard.
export { isIntroPartner, PartnerIntroModal } from './components/partner-intro-modal';
export { StoreIntegrationsButton } from './components/store-integrations-button';
