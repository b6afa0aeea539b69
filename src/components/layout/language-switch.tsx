import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import { switchLocalePath } from '@/lib/locale';
import { rememberLanguage } from '@/lib/remembered-language';
import { useLocale } from '@/lib/use-locale';

/** Links to the same page in the other language, keeping the query string (page, search...); the choice is kept. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const router = useRouter();
  const target = locale === 'pt' ? 'en' : 'pt';
  const href = switchLocalePath(location.pathname, target) + (location.searchStr ?? '');
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={target}
      onClick={(event) => {
        // The installed app opens in this language from now on, from either icon (decision 025).
        rememberLanguage(target);
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {/* The visible code stays in the accessible name (WCAG 2.5.3: a voice user says what they see). */}
      {target === 'en' ? 'EN' : 'PT'}
      <span className="visually-hidden"> {target === 'en' ? t`Ver em inglês` : t`Ver em português`}</span>
    </a>
  );
}
