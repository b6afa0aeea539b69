import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { useLegalText } from '../load-legal-text';
import './legal-page.css';

/** `/privacidade`: the privacy policy (GDPR art. 13), linked from every footer and from the application form. */
export function PrivacyPage() {
  const { i18n } = useLingui();
  const Text = useLegalText('privacy', useLocale());
  const title = i18n._(pageTitles.privacy);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <article className="legal-text">
        <Text />
      </article>
    </>
  );
}
