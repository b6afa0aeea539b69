/** After the last layout change around the bar, how long it is held in place before the page counts as settled. */
const SETTLED_AFTER_MS = 1_000;
/** The longest the bar is held, however slowly the page arrives. */
const HOLD_AT_MOST_MS = 10_000;

/**
 * Puts the element `id` `offset` px below the top of the viewport once it exists, and holds it there while the page
 * still changes around it (the bar and the team list arrive as lazy chunks and data, images load above it), until
 * the user scrolls or the page has settled. Returns a function that stops holding.
 */
export function holdInView(id: string, offset: number): () => void {
  let frame = 0;
  let placed = false;
  let settledTimer: ReturnType<typeof setTimeout> | undefined;
  const place = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      if (!element) return;
      const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
      window.scrollTo({ top, behavior: 'instant' });
      placed = true;
      clearTimeout(settledTimer);
      // While the page is still too short to scroll that far (the team list has not arrived), keep waiting for it.
      if (Math.abs(window.scrollY - top) <= 1) settledTimer = setTimeout(stop, SETTLED_AFTER_MS);
    });
  };
  const mutations = new MutationObserver(place);
  const resizes = new ResizeObserver(() => {
    if (placed) place();
  });
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const giveUp = setTimeout(() => stop(), HOLD_AT_MOST_MS);
  function stop() {
    cancelAnimationFrame(frame);
    clearTimeout(settledTimer);
    clearTimeout(giveUp);
    mutations.disconnect();
    resizes.disconnect();
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  mutations.observe(document.body, { childList: true, subtree: true });
  resizes.observe(document.body);
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  place();
  return stop;
}
