import { Trans } from '@lingui/react/macro';
import { lazyWhenIdle } from '@/components/lazy/lazy-when-idle';

/**
 * "My diet" below the food screen's menu: its form loads once the page is idle (the menu, which already applies the
 * saved preferences, is what the page is opened for). Until then its heading holds its place.
 */
export const LazyMyDiet = lazyWhenIdle(
  () => import('./my-diet').then((module) => ({ default: module.MyDiet })),
  <MyDietPlaceholder />,
);

/** Its heading, holding its place. */
export function MyDietPlaceholder() {
  return (
    <section className="my-diet" aria-labelledby="my-diet-heading">
      <h2 id="my-diet-heading">
        <Trans>A minha dieta</Trans>
      </h2>
    </section>
  );
}
