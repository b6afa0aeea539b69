import { createFileRoute } from '@tanstack/react-router';
import { withSanitizer } from '@/components/html-content';
import { newsDetailQueryOptions } from '@/features/news/api/get-news';
import { NewsDetailPage } from '@/features/news/components/news-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/noticiassas/$noticiaName')({
  // Its body is server HTML: the sanitizer's chunk loads with the data, not before it.
  loader: ({ context, params }) =>
    withSanitizer(
      notFoundOn404(
        context.queryClient.ensureQueryData(newsDetailQueryOptions(routeLocale(params), params.noticiaName)),
      ),
    ),
  head: ({ params, loaderData }) => pageHead(routeLocale(params), 'news', loaderData?.noticia_titulo),
  component: function NewsDetailRoute() {
    return <NewsDetailPage name={Route.useParams().noticiaName} />;
  },
});
