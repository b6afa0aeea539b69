import { formatDistance } from 'date-fns';
import { enGB, pt } from 'date-fns/locale';
import { formatDateTime } from '@/lib/data/dates';
import { useLocale } from '@/lib/use-locale';
import { useNow } from '@/lib/use-now';

/** "about 3 hours ago": how old a saved copy is, ageing while shown; the full date and time on hover. */
export function SavedAgo({ savedAt }: { savedAt: number }) {
  const now = useNow();
  const locale = useLocale();
  const ago = formatDistance(savedAt, Math.max(now, savedAt), {
    addSuffix: true,
    // `formatDistance` needs date-fns's locale objects; this is a chunk of its own, loaded when shown.
    locale: locale === 'en' ? enGB : pt,
  });
  return (
    <time dateTime={new Date(savedAt).toISOString()} title={formatDateTime(savedAt, locale)}>
      {ago}
    </time>
  );
}
