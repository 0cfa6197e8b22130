import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeNextPath } from '@stayfront/core';
import { consumeNextUrl } from '@/lib/next-url';

/**
 * Spec (owner overview): a next URL kept in local storage is consumed on load and navigated to.
 * A `?next=` on the page itself counts too: the root layout stores it only after this runs.
 */
export function useNextUrlOnLoad() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const fromQuery = new URLSearchParams(search).get('next');
    const next = consumeNextUrl() ?? safeNextPath(fromQuery);
    if (next && next !== `${pathname}${search}`) void navigate(next, { replace: true });
  }, [pathname, search, navigate]);
}
