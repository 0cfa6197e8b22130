export interface HeaderVisibility {
  visible: boolean;
  /**
   * While shown: the last scroll position. While hidden: the lowest position reached since, so
   * the distance scrolled back up is measured from there.
   */
  anchor: number;
}

export interface HeaderVisibilityOptions {
  /** Above this scroll position the header always shows (it is part of the page top). */
  topZone: number;
  /** How far the guest scrolls back up before the header returns (spec: 150 px). */
  revealDistance: number;
}

export const HEADER_VISIBILITY_OPTIONS: HeaderVisibilityOptions = {
  topZone: 72,
  revealDistance: 150,
};

export const INITIAL_HEADER_VISIBILITY: HeaderVisibility = { visible: true, anchor: 0 };

/**
 * The header hides when the page scrolls down and shows again after scrolling up 150 px (spec:
 * breakpoints and limits). Pure, so the rule is tested without a browser.
 */
export function nextHeaderVisibility(
  previous: HeaderVisibility,
  scrollY: number,
  { topZone, revealDistance }: HeaderVisibilityOptions = HEADER_VISIBILITY_OPTIONS,
): HeaderVisibility {
  const y = Math.max(0, scrollY);
  if (y <= topZone) return { visible: true, anchor: y };
  if (previous.visible) {
    return y > previous.anchor ? { visible: false, anchor: y } : { visible: true, anchor: y };
  }
  if (y > previous.anchor) return { visible: false, anchor: y };
  return previous.anchor - y >= revealDistance
    ? { visible: true, anchor: y }
    : { visible: false, anchor: previous.anchor };
}
