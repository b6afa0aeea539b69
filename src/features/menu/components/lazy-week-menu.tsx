import { lazyWhenIdle } from '@/components/lazy/lazy-when-idle';
import { WeekMenuPlaceholder } from './common/week-menu-placeholder';

/**
 * The week's menu at the foot of the home page: its code loads once the page is idle (the next meal, at the top, is
 * what a student opens home for). Until then, its heading and a loading line hold its place.
 */
export const LazyWeekMenu = lazyWhenIdle(
  () => import('./week-menu').then((module) => ({ default: module.WeekMenu })),
  <WeekMenuPlaceholder />,
);
