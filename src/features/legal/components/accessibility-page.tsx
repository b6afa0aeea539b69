import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { useLegalText } from '../load-legal-text';
import './legal-page.css';

/** `/acessibilidade`: the accessibility and usability statement (Decree-Law 83/2018), linked from every footer. */
export function AccessibilityPage() {
  const { i18n } = useLingui();
  const Text = useLegalText('accessibility', useLocale());
  const title = i18n._(pageTitles.accessibility);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <article className="legal-text">
        <Text />
      </article>
    </>
  );
}
