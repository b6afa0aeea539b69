import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { useLegalText, type LegalText } from '../load-legal-text';
import './legal-page.css';

/**
 * A legal text's page, linked from every footer: `/acessibilidade`, the accessibility and usability statement
 * (Decree-Law 83/2018), and `/privacidade`, the privacy policy (GDPR art. 13, linked from the application form too).
 */
export function LegalPage({ text }: { text: LegalText }) {
  const { i18n } = useLingui();
  const Text = useLegalText(text, useLocale());
  const title = i18n._(pageTitles[text]);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <article className="legal-text">
        <Text />
      </article>
    </>
  );
}
