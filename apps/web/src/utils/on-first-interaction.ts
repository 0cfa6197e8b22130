const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `task` once, when the visitor first points at, touches or types on the page: for code that
 * only an interaction needs, fetched as the interaction begins instead of while the page sits
 * untouched. Returns the function that cancels it.
 */
export function onFirstInteraction(task: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    task();
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, passive: true });
  }
  return stop;
}
