import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { teamQueryOptions } from '../api/get-team';

export function TeamPage() {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(teamQueryOptions());
  const title = i18n._(pageTitles.team);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <ul className="card-grid">
        {data.map((member) => (
          <li key={member.email || member.nome} className="card">
            {member.imagem ? (
              <img src={member.imagem} alt="" width="400" height="400" loading="lazy" />
            ) : null}
            <h2>{member.nome}</h2>
            {member.responsavel ? (
              <p className="badge">
                <Trans>Responsável</Trans>
              </p>
            ) : null}
            {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
