/**
 * Loads ICU's data for dates on a worker's thread while the app starts (intl-warm-up.worker.ts). On the main thread
 * it was a 130 ms task at 4x CPU inside the first render of a list's dates, and 25 ms before home's next meal on a
 * start from the icon (figures: decision 039). Where a worker cannot start, the first date pays, as without it.
 */
export function warmUpDates(): void {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
  } catch {
    // No workers here, or a policy that refuses this one: nothing is lost but the head start.
  }
}
