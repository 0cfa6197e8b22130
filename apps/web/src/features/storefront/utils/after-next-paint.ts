/**
 * Runs `task` once the browser has painted the next frame: for work the screen being built does
 * not need, so it neither delays that paint nor shares the network with what it shows. Returns
 * the function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task it queues runs after it.
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
