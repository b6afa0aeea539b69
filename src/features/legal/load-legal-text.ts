import { use, type ComponentType } from 'react';
import type { Locale } from '@/lib/locale';

/**
 * The long legal texts are content modules, one per language (`content/`): they are static text with their own
 * markup (the AMA model's classes, lists, links), which reads better as JSX than as catalog messages, and each page
 * loads only its language's text, in its own chunk, never in the entry or the catalog every page loads.
 */
export type LegalText = 'accessibility' | 'privacy';

const modules: Record<LegalText, Record<Locale, () => Promise<{ Text: ComponentType }>>> = {
  accessibility: {
    pt: () => import('./content/accessibility-statement-pt'),
    en: () => import('./content/accessibility-statement-en'),
  },
  privacy: {
    pt: () => import('./content/privacy-policy-pt'),
    en: () => import('./content/privacy-policy-en'),
  },
};

type Loading = Promise<ComponentType> & { status?: 'fulfilled'; value?: ComponentType };
const loading = new Map<string, Loading>();

/**
 * The text's component, loaded once: the route's loader starts it (at build, the prerender waits for it too), so the
 * page renders it at once, without suspending. A failed load (offline before the chunk was kept) is tried again on
 * the next navigation.
 */
export function loadLegalText(text: LegalText, locale: Locale): Promise<ComponentType> {
  const id = `${text}:${locale}`;
  const cached = loading.get(id);
  if (cached) return cached;
  const started: Loading = modules[text][locale]().then(
    ({ Text }) => {
      // Read by React's `use`: a promise it knows is fulfilled is read at once, without suspending the render.
      Object.assign(started, { status: 'fulfilled', value: Text });
      return Text;
    },
    (error: unknown) => {
      loading.delete(id);
      throw error;
    },
  );
  loading.set(id, started);
  return started;
}

export function useLegalText(text: LegalText, locale: Locale): ComponentType {
  return use(loadLegalText(text, locale));
}
