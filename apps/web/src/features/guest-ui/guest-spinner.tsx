import './guest-ui.css';

/** A turning ring; what it waits for is said by the region around it. */
export function GuestSpinner({ size = 'default' }: { size?: 'small' | 'default' | 'large' }) {
  return <span className={`gu-spinner gu-spinner--${size}`} aria-hidden="true" />;
}
