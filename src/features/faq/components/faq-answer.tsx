import { HtmlContent } from '@/components/html-content';

// Loaded with the answer, so the list renders it at once.
export { loadSanitizer } from '@/components/html-content';

/** An answer: server HTML, through the one sanitizer (a chunk loaded when the questions are reached). */
export function FaqAnswer({ html }: { html: string }) {
  return <HtmlContent html={html} />;
}
