import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';

/** The six main sections, in the spec's order: the header's navigation and the home page's menu both list them. */
const MAIN_LINKS = [
  { to: '/{-$lang}/bolsasdeestudo', title: pageTitles.scholarships },
  { to: '/{-$lang}/alimentacao', title: pageTitles.food },
  { to: '/{-$lang}/alojamento', title: pageTitles.housing },
  { to: '/{-$lang}/avisosecomunicados', title: pageTitles.notices },
  { to: '/{-$lang}/noticiassas', title: pageTitles.news },
  { to: '/{-$lang}/documentacao', title: pageTitles.documents },
] as const;

/** The main links as list items, for a `<ul>` the caller lays out. */
export function MainLinks() {
  const { i18n } = useLingui();
  const lang = useLangParam();
  return MAIN_LINKS.map(({ to, title }) => (
    <li key={to}>
      <Link to={to} params={{ lang }}>
        {i18n._(title)}
      </Link>
    </li>
  ));
}
