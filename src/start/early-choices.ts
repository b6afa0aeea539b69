/**
 * Choices made in the HTML's selects before the app's code came (the documents' type, say). Hydration tells the app
 * nothing of them, and the select's next render puts back the value it was rendered with: the choice would be lost
 * unseen. They are read before hydrating, and made again once the page is the app's, as the student's own change, so
 * the app acts on them. (Text typed into a field survives hydration; the search box passes it on itself.)
 */
export function keepEarlyChoices(root: HTMLElement): () => void {
  const chosen = [...root.querySelectorAll('select')].flatMap((select) => {
    // The option the HTML marks `selected`, else the first: what the page was rendered with.
    const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    return select.value === (rendered?.value ?? '') ? [] : [{ select, value: select.value }];
  });
  return () => {
    for (const { select, value } of chosen) {
      if (!select.isConnected) continue;
      // Hydration may have left the choice on screen for now: React puts the rendered value back at the select's next
      // render. Either way the app has not heard of it yet. Its onChange is React's 'change' listener: it fires for
      // this as for a choice made now.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}
