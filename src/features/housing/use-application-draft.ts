import { use } from 'react';
import type * as ApplicationDraft from './application-draft';

type DraftModule = typeof ApplicationDraft;

let draftModule: Promise<DraftModule> | undefined;

/**
 * The draft's module, which checks what is stored with zod: the form route's loader starts it, beside the contest
 * types (whose answer needs zod too), so it is there by the first render and out of the route's first load.
 */
export function loadApplicationDraft(): Promise<DraftModule> {
  draftModule ??= import('./application-draft').catch((error: unknown) => {
    // Tried again on the next navigation, not cached as a failure.
    draftModule = undefined;
    throw error;
  });
  return draftModule;
}

export function useApplicationDraft(): DraftModule {
  return use(loadApplicationDraft());
}
