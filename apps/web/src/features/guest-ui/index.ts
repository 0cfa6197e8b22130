// The guest pages' own controls, drawn without antd (docs/decisions/022).
export { GuestAlert } from './guest-alert';
export { GuestButton, GuestLinkButton } from './guest-button';
export { GuestConfirm } from './guest-confirm';
export { GuestDateInput } from './guest-date-input';
export { GuestDialog } from './guest-dialog';
export { GuestField, type FieldControlProps } from './guest-field';
export { GuestCheckbox, GuestInput, GuestSelect, GuestTextArea } from './guest-inputs';
export { GuestRouterLink } from './guest-router-link';
export { GuestSpinner } from './guest-spinner';
