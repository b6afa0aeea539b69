import { use } from 'react';
import type * as ApplicationDraft from './application-draft';

type DraftModule = typeof ApplicationDraft;

let draftModule: Promise<DraftModule> | undefined;

/**
 * The draft's module, which checks what is stored with zod: the form route's loader starts it, beside the contest
 * types (whose answer needs zod too), so it is there by the first render and out of the route's first load.
 */
export function loadApplicationDraft(): Promise<DraftModule> {
  if (draftModule) return draftModule;
  const loading: Promise<DraftModule> & { status?: string; value?: DraftModule } =
    import('./application-draft').then(
      (module) => {
        // Read by React's `use`: a promise it knows is fulfilled is read at once, without suspending the render.
        Object.assign(loading, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        // Tried again on the next navigation, not cached as a failure.
        draftModule = undefined;
        throw error;
      },
    );
  draftModule = loading;
  return loading;
}

export function useApplicationDraft(): DraftModule {
  return use(loadApplicationDraft());
}
