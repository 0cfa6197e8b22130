import { Spin } from 'antd';

/** Centred spinner for a page (or the whole screen) that is still loading. */
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
      <Spin size="large" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
