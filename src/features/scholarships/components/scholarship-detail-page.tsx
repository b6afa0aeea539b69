import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HtmlContent } from '@/components/html-content';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { scholarshipQueryOptions } from '../api/get-scholarships';

export function ScholarshipDetailPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(scholarshipQueryOptions(locale, slug));
  return (
    <>
      <PageHeader
        title={data.Titulo}
        trail={[
          { label: i18n._(pageTitles.scholarships), to: '/{-$lang}/bolsasdeestudo' },
          { label: data.Titulo },
        ]}
      />
      <HtmlContent html={data.Introducao} />
      {data.Seccoes.map((section) => (
        <details key={section.bolsasas_seccoes_titulo} className="section-toggle">
          <summary>{section.bolsasas_seccoes_titulo}</summary>
          <HtmlContent html={section.bolsasas_seccoes_conteudo} />
        </details>
      ))}
      {data.Protocolo.trim() ? (
        <p>
          <a href={data.Protocolo} target="_blank" rel="noopener noreferrer">
            <Trans>Protocolo (PDF)</Trans>
          </a>
        </p>
      ) : null}
    </>
  );
}
