import { newDomParser } from '@/lib/dom-parser';
/** Notices per slide on the home page (spec section 9). */
export const NOTICES_PER_SLIDE = 6;
/** Characters of a notice description shown on the home page before ' (...)'. */
export const HOME_DESCRIPTION_LIMIT = 250;

export interface NoticeSlide<T> {
  /** Odd positions of the slide (1st, 3rd, 5th), shown in the left column. */
  left: T[];
  /** Even positions (2nd, 4th, 6th), shown in the right column. */
  right: T[];
}

/** Groups notices into slides of `perSlide`, each split into odd (left) and even (right) positions, in order. */
export function noticeSlides<T>(items: readonly T[], perSlide = NOTICES_PER_SLIDE): NoticeSlide<T>[] {
  const slides: NoticeSlide<T>[] = [];
  for (let start = 0; start < items.length; start += perSlide) {
    const chunk = items.slice(start, start + perSlide);
    slides.push({
      left: chunk.filter((_, index) => index % 2 === 0),
      right: chunk.filter((_, index) => index % 2 === 1),
    });
  }
  return slides;
}

/** The text of an HTML fragment, whitespace collapsed. DOMParser builds an inert document: nothing runs or loads. */
export function htmlToText(html: string): string {
  const doc = newDomParser().parseFromString(html, 'text/html');
  // By tag, not by selector: in our server's renders (jsdom) a parsed document's first `querySelectorAll` sets up a
  // selector engine that adds nine listeners to the window all renders share, never removed
  // (https://github.com/jsdom/jsdom/pull/4101). Home's 18 notices took 15 of its ~20 ms of React render, and each
  // render left them behind: the server grew slower and larger with every visit (cut-description-on-server.test.ts).
  const byTag = (...tags: string[]) => tags.flatMap((tag) => [...doc.getElementsByTagName(tag)]);
  for (const node of byTag('script', 'style', 'template')) node.remove();
  for (const node of byTag('br', 'p', 'div', 'li')) node.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The home page's notice description: plain text cut at `limit` characters plus ' (...)' when longer. */
export function cutDescription(html: string, limit = HOME_DESCRIPTION_LIMIT): string {
  const text = htmlToText(html);
  return text.length > limit ? `${text.slice(0, limit)} (...)` : text;
}
