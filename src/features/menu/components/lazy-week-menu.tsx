import { AfterStart } from '@/components/after-start';
import { lazyWhenIdle } from '@/lib/lazy/lazy-when-idle';
import { WeekMenuPlaceholder } from './common/week-menu-placeholder';

const WeekMenu = lazyWhenIdle(() => import('./week-menu').then((module) => ({ default: module.WeekMenu })));

/**
 * The week's menu at the foot of the home page: its code loads once the page is idle (the next meal, at the top, is
 * what a student opens home for). Until then, its heading and a loading line hold its place.
 */
export function LazyWeekMenu() {
  return (
    <AfterStart fallback={<WeekMenuPlaceholder />}>
      <WeekMenu />
    </AfterStart>
  );
}
