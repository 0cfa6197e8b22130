import { useLayoutEffect, useRef, useState } from 'react';
import { countFittingTabs, type TabWidths } from '../utils/categories';

/** Scroll padding of the bar's tab strip, both sides (storefront.css, .sf-tabs__scroll). */
const STRIP_PADDING = 4;

function readWidths(bar: HTMLElement, measure: HTMLElement): TabWidths {
  const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;
  const tabs = new Map<string, number>();
  for (const element of measure.querySelectorAll<HTMLElement>('[data-measure="tab"]')) {
    tabs.set(element.dataset.tab ?? '', width(element));
  }
  return {
    available: bar.clientWidth - STRIP_PADDING,
    gap: Number.parseFloat(getComputedStyle(measure).columnGap) || 0,
    allProducts: width(measure.querySelector('[data-measure="all"]')),
    menu: width(measure.querySelector('[data-measure="menu"]')),
    tabs,
  };
}

/**
 * How many category tabs the bar shows: as many as fit its width (read again when the bar or the
 * tabs' text change size, fonts and language included), at most `maxCount`. Until it has been
 * measured, and where nothing has a size (tests), `maxCount`.
 */
export function useFittingTabCount(
  tabs: readonly string[],
  selected: string | null,
  maxCount: number,
) {
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<TabWidths | null>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return;
    const read = () => setWidths(readWidths(bar, measure));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  const measured = widths !== null && widths.available > 0;
  const count = measured ? countFittingTabs(tabs, selected, maxCount, widths) : maxCount;
  return { barRef, measureRef, count };
}
