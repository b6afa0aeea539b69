import { HtmlContent } from '@/components/html-content';

/** An answer: server HTML, through the one sanitizer (a chunk loaded when the questions are reached). */
export function FaqAnswer({ html }: { html: string }) {
  return <HtmlContent html={html} />;
}
