import { lazyWhenIdle } from '@/components/lazy/lazy-when-idle';

/** The FAQ at the foot of the home page: its code, and then its questions, load once the page is idle. */
export const LazyFaqSection = lazyWhenIdle(() =>
  import('./faq-section').then((module) => ({ default: module.FaqSection })),
);
