/**
 * Ends the current task, so the browser can paint and answer input before the next step. Start-up is a chain of
 * steps that would otherwise run as one task: on a phone each step alone stays under the 50 ms of a long task.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
