/**
 * Runs `next` in a task of its own once the browser has painted the current frame; returns a
 * cancel function. A requestAnimationFrame callback runs just before the paint, so the timeout it
 * starts runs after it.
 */
export function afterNextPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
