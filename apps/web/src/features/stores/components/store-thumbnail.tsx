import { ShopOutlined } from '@ant-design/icons';

interface StoreThumbnailProps {
  image: string | null;
  width: number;
  /** Alternative text; empty when the store name is next to the image anyway. */
  alt?: string;
}

/** A store's photo or logo at 4:3, or a neutral shop icon when it has none. */
export function StoreThumbnail({ image, width, alt = '' }: StoreThumbnailProps) {
  const height = Math.round((width * 3) / 4);
  const frame = {
    width,
    height,
    flex: 'none',
    borderRadius: 8,
    overflow: 'hidden',
    background: '#e8f3f0',
    display: 'grid',
    placeItems: 'center',
  } as const;
  if (!image) {
    return (
      <span style={frame} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <ShopOutlined aria-hidden="true" style={{ fontSize: width / 2.6, color: '#0E7C66' }} />
      </span>
    );
  }
  return (
    <span style={frame}>
      <img
        src={image}
        alt={alt}
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </span>
  );
}
