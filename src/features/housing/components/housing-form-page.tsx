import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';

// FIXME(issue 5): the application form and its offline outbox come in the housing-application issue.
export function HousingFormPage() {
  const { i18n } = useLingui();
  const lang = useLangParam();
  const title = i18n._(pageTitles.housingForm);
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: i18n._(pageTitles.housing), to: '/{-$lang}/alojamento' }, { label: title }]}
      />
      <p>
        <Trans>
          Os dados pessoais recolhidos neste formulário destinam-se exclusivamente à gestão da sua candidatura
          ao alojamento e são tratados de acordo com o Regulamento Geral sobre a Proteção de Dados.
        </Trans>
      </p>
      <p>
        <Trans>O formulário de candidatura estará disponível em breve nesta página.</Trans>
      </p>
      <p>
        <Link to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Cancelar</Trans>
        </Link>
      </p>
    </>
  );
}
