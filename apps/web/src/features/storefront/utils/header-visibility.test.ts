import { describe, expect, it } from 'vitest';
import {
  INITIAL_HEADER_VISIBILITY,
  nextHeaderVisibility,
  type HeaderVisibility,
} from './header-visibility';

function scrollThrough(positions: number[]): boolean[] {
  let state: HeaderVisibility = INITIAL_HEADER_VISIBILITY;
  return positions.map((y) => {
    state = nextHeaderVisibility(state, y);
    return state.visible;
  });
}

describe('nextHeaderVisibility', () => {
  it('stays visible near the top of the page', () => {
    expect(scrollThrough([0, 20, 60, 10, 0])).toEqual([true, true, true, true, true]);
  });

  it('hides as soon as the page scrolls down past the header', () => {
    expect(scrollThrough([100, 300, 600])).toEqual([false, false, false]);
  });

  it('shows again only after scrolling up 150 px from the lowest point', () => {
    //                    down  down  up 100  up 149 up 150
    expect(scrollThrough([400, 1000, 900, 851, 850])).toEqual([false, false, false, false, true]);
  });

  it('measures from the new lowest point when the guest scrolls down again', () => {
    // Up 100 (still hidden), down to 1200, up 149 from there: still hidden; 150: shown.
    expect(scrollThrough([1000, 900, 1200, 1051, 1050])).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('hides again when scrolling down after it came back', () => {
    expect(scrollThrough([1000, 800, 790, 795])).toEqual([false, true, true, false]);
  });

  it('treats overscroll above the top (negative positions) as the top', () => {
    expect(nextHeaderVisibility({ visible: false, anchor: 500 }, -30)).toEqual({
      visible: true,
      anchor: 0,
    });
  });
});
