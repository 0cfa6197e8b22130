/**
 * Centred spinner for a page (or the whole screen) that is still loading. It is what every first
 * visit shows, so it is plain markup styled like antd's large Spin (global.css), not the Spin
 * component and its code.
 */
export function PageLoader({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <span className="page-spinner" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
