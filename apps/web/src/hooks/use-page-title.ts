import { useEffect } from 'react';
import { useAppConfig } from '@/lib/app-config';

/** Sets the browser tab title to "{title} | {brand}" while the page is shown. */
export function usePageTitle(title?: string): void {
  const { brandName } = useAppConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
