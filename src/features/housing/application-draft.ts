const DRAFT_KEY = 'sasuma.housing-application.draft';

/** The form's draft lives on the device until the application is sent. */
export function loadDraft(): Record<string, unknown> | undefined {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(values: Record<string, unknown>): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // see saveDraft
  }
}
