import { useEffect, useState } from 'react';
import {
  INITIAL_HEADER_VISIBILITY,
  nextHeaderVisibility,
  type HeaderVisibility,
} from '../utils/header-visibility';
import { afterNextPaint } from '../utils/after-next-paint';

/** Hides the header while the page scrolls down; see nextHeaderVisibility for the rule. */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let state: HeaderVisibility = INITIAL_HEADER_VISIBILITY;
    // The starting position is read once the page is drawn: read here, right after the store's
    // first commit, it made the browser lay out the whole new page inside React's task.
    let started = false;
    const cancelStart = afterNextPaint(() => {
      state = { ...INITIAL_HEADER_VISIBILITY, anchor: window.scrollY };
      started = true;
    });
    let frame = 0;
    const onScroll = () => {
      if (!started || frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        state = nextHeaderVisibility(state, window.scrollY);
        setVisible(state.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelStart();
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return visible;
}
