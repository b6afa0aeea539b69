import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataAge } from '@/components/data/data-age';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { safeHref } from '@/lib/safe-url';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { teamQueryOptions } from '../api/get-team';
import type { TeamMember } from '@/contract/team';
import './team-page.css';

export function TeamPage() {
  const { i18n, t } = useLingui();
  const lang = useLangParam();
  const query = useSuspenseQuery(teamQueryOptions());
  const { data } = query;
  const title = i18n._(pageTitles.team);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]}>
        <Link
          to="/{-$lang}"
          params={{ lang }}
          className="button team-close"
          aria-label={t`Fechar e voltar ao início`}
        >
          <span aria-hidden="true">×</span> <Trans>Fechar</Trans>
        </Link>
      </PageHeader>
      <DataAge query={query} />
      <ul className="team-grid" aria-label={title}>
        {data.map((member) => (
          <TeamCard key={member.email || member.nome} member={member} />
        ))}
      </ul>
    </>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const locale = useLocale();
  const homepage = safeHref(member.url);
  const role = member.funcao[locale] || member.funcao.pt;
  return (
    <li className="team-card">
      {/* The photo is a background image (spec section 2); set through the CSSOM, which our CSP allows. */}
      <div
        className={member.imagem ? 'team-card__photo' : 'team-card__photo team-card__photo--empty'}
        role={member.imagem ? 'img' : undefined}
        aria-label={member.imagem ? t`Fotografia de ${member.nome}` : undefined}
        style={member.imagem ? { backgroundImage: `url("${encodeURI(member.imagem)}")` } : undefined}
      >
        {member.imagem ? null : <span aria-hidden="true">{initials(member.nome)}</span>}
      </div>
      <div className="team-card__body">
        <h2>{member.nome}</h2>
        {role ? <p className="team-card__role">{role}</p> : null}
        {member.responsavel ? (
          <p className="badge">
            <Trans>Responsável</Trans>
          </p>
        ) : null}
        {member.email ? (
          <p>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </p>
        ) : null}
        {member.telefone ? (
          <p>
            <a href={`tel:${member.telefone.replace(/\s+/g, '')}`}>{member.telefone}</a>
          </p>
        ) : null}
        {homepage ? (
          <p>
            <a href={homepage} target="_blank" rel="noopener noreferrer">
              <Trans>Página pessoal</Trans>
            </a>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** "Helena Maria de Freitas Gouveia" -> "HG": shown when a person has no photo. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return (words[0]![0]! + (words.length > 1 ? words.at(-1)![0]! : '')).toUpperCase();
}
