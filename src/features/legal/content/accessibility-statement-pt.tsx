import { formatLongDate } from '@/lib/data/dates';
import { SERVICES_EMAIL } from '@/lib/legal-facts';
import { SITE_URL } from '@/lib/site-url';
import { AUTOMATED_AUDIT, MANUAL_CHECK, NON_CONFORMITIES, STATEMENT } from '../accessibility-evidence';
import { Mr, MrConformance, MrContacts, MrDate, MrList, MrSite, MrSummary } from './ama-markup';

/** The accessibility and usability statement in Portuguese, in the model (and markup) of AMA's generator. */
export function Text() {
  return (
    <>
      <p className="capFL">
        <Mr fact="e-intro">A</Mr> <Mr fact="e-name">Universidade da Madeira</Mr>, através dos seus Serviços de
        Ação Social, compromete-se a tornar acessível <Mr fact="t-type">o sítio Web</Mr>{' '}
        <MrSite url={SITE_URL} name="SASUMA" /> (também instalável como aplicação), em conformidade com o
        Decreto-Lei n.º 83/2018, de 19 de outubro, que transpõe a Diretiva (UE) 2016/2102 do Parlamento
        Europeu e do Conselho, relativa à acessibilidade dos sítios Web e das aplicações móveis de organismos
        do setor público. O nível exigido é o AA das Diretrizes de Acessibilidade para o Conteúdo da Web
        (WCAG) 2.1, tal como a norma europeia EN 301 549 as adota.
      </p>

      <h2>I. Estado de conformidade</h2>
      <p>
        O sítio Web SASUMA está <MrConformance status="parcialmente conforme" /> com o Decreto-Lei n.º
        83/2018, de 19 de outubro. Fica assim até que uma verificação manual completa diga o contrário. As não
        conformidades e as alternativas são indicadas abaixo.
      </p>
      <h3>Conteúdo não acessível</h3>
      <p>A. Secções, conteúdos e funções que ainda não são acessíveis:</p>
      <MrList fact="nonconf-sections" id="non-conformance-sections">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.where.pt}</li>
        ))}
      </MrList>
      <p>B. Razões:</p>
      <MrList fact="nonconf-reasons">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.reason.pt}</li>
        ))}
      </MrList>
      <p>C. Alternativas acessíveis:</p>
      <MrList fact="nonconf-alternatives">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.alternative.pt}</li>
        ))}
      </MrList>

      <h2>II. Elaboração da presente declaração de acessibilidade e usabilidade</h2>
      <p>
        Esta declaração foi elaborada a{' '}
        <time dateTime={STATEMENT.made}>{formatLongDate(STATEMENT.made, 'pt')}</time> e atualizada a{' '}
        <MrDate date={STATEMENT.reviewed} lang="pt" />. É revista pelo menos uma vez por ano e sempre que o
        sítio mude de forma relevante.
      </p>
      <p>
        <strong>A. Avaliação automática</strong>
      </p>
      <MrSummary kind="automatic">
        <li>
          (<time dateTime={AUTOMATED_AUDIT.date}>{formatLongDate(AUTOMATED_AUDIT.date, 'pt')}</time>).
          <ul>
            <li>Ferramenta utilizada: {AUTOMATED_AUDIT.tool}</li>
            <li>
              Amostra: {AUTOMATED_AUDIT.pages} páginas (todas as páginas do sítio, em português e em inglês),
              cada uma em {AUTOMATED_AUDIT.combinations} combinações: telemóvel e computador, tema claro e
              escuro.
            </li>
            <li>
              Principais resultados (sumário): {AUTOMATED_AUDIT.seriousOrCritical} violações graves ou
              críticas das regras WCAG 2.0 e 2.1, níveis A e AA.
            </li>
          </ul>
        </li>
      </MrSummary>
      <p>
        <strong>B. Avaliação manual feita com base em lista de verificação</strong>
      </p>
      <MrSummary kind="manual">
        <li>
          (<time dateTime={MANUAL_CHECK.date}>{formatLongDate(MANUAL_CHECK.date, 'pt')}</time>). Lista de
          verificação «10 aspetos funcionais» da AMA.
          <ul>
            <li>Amostra: {MANUAL_CHECK.pages} páginas.</li>
            <li>
              Principais resultados (heurísticas satisfeitas/total heurísticas aplicadas):{' '}
              {MANUAL_CHECK.passed}/{MANUAL_CHECK.applicable}
            </li>
          </ul>
        </li>
      </MrSummary>
      <p>
        <strong>C. Testes de usabilidade com pessoas com deficiência</strong>
      </p>
      <p>Ainda não foram feitos testes de usabilidade com pessoas com deficiência.</p>

      <h2>III. Contacto e solicitação de informação relativa ao sítio Web</h2>
      <p>
        Para contactar, enviar sugestões, efetuar reclamações ou solicitar informação adicional relativamente
        aos conteúdos e às funcionalidades do sítio Web dos Serviços de Ação Social da Universidade da
        Madeira, utilize os seguintes meios:
      </p>
      <MrContacts>
        <dt>E-mail:</dt>
        <dd>
          <a href={`mailto:${SERVICES_EMAIL}`}>{SERVICES_EMAIL}</a>
        </dd>
        <dt>Morada:</dt>
        <dd>Serviços de Ação Social, Campus Universitário da Penteada, 9020-105 Funchal</dd>
      </MrContacts>

      <h2>IV. Selo de usabilidade e acessibilidade</h2>
      <p>O sítio Web SASUMA ainda não tem o selo de usabilidade e acessibilidade.</p>

      <h2>V. Denúncia de situações de discriminação</h2>
      <p>
        De acordo com o n.º 1 do artigo 13.º do Decreto-Lei n.º 83/2018, de 19 de outubro, sempre que uma
        pessoa com deficiência seja objeto de um tratamento menos favorável do que aquele que é, tenha sido ou
        venha a ser dado a outra pessoa em situação comparável, que consubstancie uma prática discriminatória
        contra pessoas com deficiência, prevista e punida nos termos do artigo 4.º da{' '}
        <a href="https://data.dre.pt/eli/lei/46/2006/08/28/p/dre/pt/html">Lei n.º 46/2006, de 28 de agosto</a>
        , pode apresentar queixa, de acordo com o disposto no{' '}
        <a href="https://data.dre.pt/eli/dec-lei/34/2007/02/15/p/dre/pt/html">
          Decreto-Lei n.º 34/2007, de 15 de fevereiro
        </a>
        .
      </p>
      <p>
        O <a href="https://www.inr.pt">Instituto Nacional para a Reabilitação (INR, I.P.)</a> recebe as
        queixas por discriminação e encaminha-as às entidades competentes.
      </p>
    </>
  );
}
