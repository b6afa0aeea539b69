import { AfterStart } from '@/components/after-start';
import { lazyWhenIdle } from '@/lib/lazy/lazy-when-idle';

const FaqSection = lazyWhenIdle(() =>
  import('./faq-section').then((module) => ({ default: module.FaqSection })),
);

/** The FAQ at the foot of the home page: its code, and then its questions, load once the page is idle. */
export function LazyFaqSection() {
  return (
    <AfterStart>
      <FaqSection />
    </AfterStart>
  );
}
