import { createFileRoute } from '@tanstack/react-router';
import { loadSanitizer } from '@/components/html-content';
import { newsDetailQueryOptions } from '@/features/news/api/get-news';
import { NewsDetailPage } from '@/features/news/components/news-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';

export const Route = createFileRoute('/{-$lang}/noticiassas/$noticiaName')({
  // Its body is server HTML: the sanitizer's chunk loads with the data, not before it.
  loader: async ({ context, params }) => {
    const [data] = await Promise.all([
      notFoundOn404(
        context.queryClient.ensureQueryData(newsDetailQueryOptions(routeLocale(params), params.noticiaName)),
      ),
      loadSanitizer(),
    ]);
    return data;
  },
  component: function NewsDetailRoute() {
    return <NewsDetailPage name={Route.useParams().noticiaName} />;
  },
});
