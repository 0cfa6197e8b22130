import { useMediaQuery } from './use-media-query';

/**
 * How many category tabs fit next to All products at the spec's breakpoints (md 768, lg 992,
 * xxl 1440); the rest go in the dropdown, labelled More from xxl up and View below.
 */
export function useCategoryBarLayout(): { visibleCount: number; dropdownLabel: 'View' | 'More' } {
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 992px)');
  const xxl = useMediaQuery('(min-width: 1440px)');
  if (xxl) return { visibleCount: 7, dropdownLabel: 'More' };
  if (lg) return { visibleCount: 5, dropdownLabel: 'View' };
  if (md) return { visibleCount: 3, dropdownLabel: 'View' };
  return { visibleCount: 1, dropdownLabel: 'View' };
}
