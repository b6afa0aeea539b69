/** Search minimum length (spec section 9). */
export const MIN_SEARCH_LENGTH = 3;

/**
 * The filter to apply after the search box changed (spec section 5): a term of 3 or more characters becomes the
 * filter (and the list goes back to page 1); a shorter term clears the filter, which reloads the list only when a
 * filter longer than 2 characters was active. `null` means: nothing changes, no new request.
 */
export function nextNoticeFilter(term: string, activeFilter: string | undefined): { filter?: string } | null {
  const trimmed = term.trim();
  if (trimmed.length >= MIN_SEARCH_LENGTH) return trimmed === activeFilter ? null : { filter: trimmed };
  if (activeFilter !== undefined && activeFilter.length >= MIN_SEARCH_LENGTH) return { filter: undefined };
  return null;
}
