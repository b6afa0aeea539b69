import { lazyRouteComponent } from '@tanstack/react-router';

/** The not-found page, rarely shown: out of the entry chunk (the worker precaches it like every chunk). */
export const LazyNotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView');
