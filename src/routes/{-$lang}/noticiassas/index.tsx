import { createFileRoute } from '@tanstack/react-router';
import { newsListQueryOptions } from '@/features/news/api/get-news';
import { NEWS_PAGE_SIZE, NewsListPage } from '@/features/news/components/news-list-page';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/noticiassas/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      newsListQueryOptions({ lang: routeLocale(params), limit: NEWS_PAGE_SIZE, page: 1 }),
    ),
  component: NewsListPage,
});
