/**
 * A prerendered part whose code comes later (a section hydrated when it nears the screen) shows
 * its buttons before React can run them, and React drops a tap on a part it cannot hydrate yet.
 * Until `release`, a tap (a click, or Enter or Space on a focused button) on a button inside
 * `element` is held, the last one only, and `release` replays it on the hydrated part. `stop`
 * lets go without replaying (the part was unmounted). It listens on the document, ahead of
 * React's own listener on its root, which stops a tap on a part it cannot hydrate.
 */
export function holdTapsIn(element: HTMLElement) {
  let held: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !element.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  const document = element.ownerDocument;
  document.addEventListener('click', onClick, true);
  const stop = () => document.removeEventListener('click', onClick, true);
  return {
    stop,
    release() {
      stop();
      const button = held;
      held = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}
