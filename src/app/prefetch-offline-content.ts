import type { QueryClient } from '@tanstack/react-query';
import { addWeeks } from 'date-fns';
import { DOCUMENTS_PAGE_SIZE, documentsQueryOptions } from '@/features/documents/api/get-documents';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { weekRange } from '@/features/menu/week-range';
import { NOTICES_PAGE_SIZE, noticesQueryOptions } from '@/features/notices/api/get-notices';
import { localeFromPathname } from '@/lib/locale';

/**
 * When online and idle after start: the first page of notices and documents and this and next week's menu, in the
 * current language, so they can be read offline before they were ever opened (DESIGN "Offline").
 */
export function prefetchOfflineContent(queryClient: QueryClient) {
  const run = () => {
    if (!navigator.onLine) return;
    const lang = localeFromPathname(location.pathname);
    const today = new Date();
    void queryClient.prefetchQuery(noticesQueryOptions({ lang, limit: NOTICES_PAGE_SIZE, page: 1 }));
    void queryClient.prefetchQuery(documentsQueryOptions({ lang, page: 1, limit: DOCUMENTS_PAGE_SIZE }));
    void queryClient.prefetchQuery(weekMenuQueryOptions(lang, weekRange(today, 0)));
    // week-range.ts only goes back; the following week is the range of the date one week from today.
    void queryClient.prefetchQuery(weekMenuQueryOptions(lang, weekRange(addWeeks(today, 1), 0)));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
