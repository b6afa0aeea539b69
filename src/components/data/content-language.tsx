import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import './content-language.css';

/**
 * The `lang` attribute for an item's own texts: 'pt' on an English page when the API says the item exists only in
 * Portuguese (so a screen reader reads it with a Portuguese voice), otherwise undefined (inherit the page's).
 */
export function contentLang(contentLanguage: Locale | undefined, locale: Locale): Locale | undefined {
  return contentLanguage && contentLanguage !== locale ? contentLanguage : undefined;
}

/** "Only in Portuguese", in the page's language, beside an item that `contentLang` marked. */
export function OnlyInPortuguese({ lang }: { lang: Locale | undefined }) {
  if (lang !== 'pt') return null;
  return (
    <span className="content-language-note">
      <Trans>Só em português</Trans>
    </span>
  );
}
