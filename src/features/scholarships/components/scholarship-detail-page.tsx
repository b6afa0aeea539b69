import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataAge } from '@/components/data/data-age';
import { Accordion } from '@/components/accordion';
import { HtmlContent } from '@/components/html-content';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { safeHref } from '@/lib/safe-url';
import { useLocale } from '@/lib/use-locale';
import { scholarshipQueryOptions } from '../api/get-scholarships';
import './scholarships.css';

export function ScholarshipDetailPage({ slug }: { slug: string }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const query = useSuspenseQuery(scholarshipQueryOptions(locale, slug));
  const { data } = query;
  const protocol = safeHref(data.Protocolo);
  return (
    <>
      <PageHeader
        variant="dark"
        title={data.Titulo}
        trail={[
          { label: i18n._(pageTitles.scholarships), to: '/{-$lang}/bolsasdeestudo' },
          { label: data.Titulo },
        ]}
      />
      <DataAge query={query} />
      <HtmlContent html={data.Introducao} className="scholarship-intro" />
      {data.Seccoes.length > 0 ? (
        <Accordion
          label={t`Secções`}
          items={data.Seccoes.map((section, index) => ({
            key: `${index}-${section.bolsasas_seccoes_titulo}`,
            title: section.bolsasas_seccoes_titulo,
            content: <HtmlContent html={section.bolsasas_seccoes_conteudo} />,
          }))}
        />
      ) : null}
      {protocol ? (
        <p>
          <a className="button" href={protocol} target="_blank" rel="noopener noreferrer">
            <Trans>Protocolo (PDF)</Trans>
          </a>
        </p>
      ) : null}
    </>
  );
}
