import { useSearchParams } from 'react-router';
import { safeNextPath } from '@stayfront/core';
import { peekNextUrl } from '@/lib/next-url';

/**
 * The address to return to after signing in: this page's `?next=`, else the one saved earlier.
 * (The root layout saves `?next=` too, but only after this render.)
 */
export function useNextUrl(): string | null {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get('next')) ?? peekNextUrl();
}
