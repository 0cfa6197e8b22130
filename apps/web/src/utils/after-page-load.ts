/**
 * Runs `task` once the page has loaded, `delay` ms have passed and the browser is idle: for code
 * fetched ahead of need, so it does not compete with what the first screen shows. Returns the
 * function that cancels it.
 */
export function afterPageLoad(task: () => void, { delay = 0, timeout = 4000 } = {}): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(task, 200);
      cancel = () => clearTimeout(timer);
    }
  };
  const afterDelay = () => {
    if (delay <= 0) return whenIdle();
    const timer = setTimeout(whenIdle, delay);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    afterDelay();
    return () => cancel();
  }
  window.addEventListener('load', afterDelay, { once: true });
  return () => {
    window.removeEventListener('load', afterDelay);
    cancel();
  };
}
