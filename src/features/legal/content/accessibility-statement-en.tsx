import { formatLongDate } from '@/lib/data/dates';
import { SERVICES_EMAIL } from '@/lib/legal-facts';
import { SITE_URL } from '@/lib/site-url';
import { AUTOMATED_AUDIT, MANUAL_CHECK, NON_CONFORMITIES, STATEMENT } from '../accessibility-evidence';
import { Mr, MrConformance, MrContacts, MrDate, MrList, MrSite, MrSummary } from './ama-markup';

/**
 * The accessibility and usability statement in English: the Portuguese one (the statement the law asks for)
 * translated, with the same facts and the same markup.
 */
export function Text() {
  return (
    <>
      <p className="capFL">
        <Mr fact="e-intro">The</Mr> <Mr fact="e-name">Universidade da Madeira</Mr>, through its Social Action
        Services, is committed to making <Mr fact="t-type">the website</Mr>{' '}
        <MrSite url={SITE_URL} name="SASUMA" /> (which can also be installed as an app) accessible, in
        accordance with <span lang="pt">Decreto-Lei n.º 83/2018, de 19 de outubro</span>, the Portuguese law
        that transposes Directive (EU) 2016/2102 of the European Parliament and of the Council on the
        accessibility of the websites and mobile applications of public sector bodies. The level required is
        AA of the Web Content Accessibility Guidelines (WCAG) 2.1, as the European standard EN 301 549 adopts
        them.
      </p>

      <h2>I. Conformance status</h2>
      <p>
        The SASUMA website is <MrConformance status="partially conformant" /> with Decree-Law 83/2018. It
        stays so until a complete manual check says otherwise. The non-conformities and their alternatives are
        listed below.
      </p>
      <h3>Content that is not accessible</h3>
      <p>A. Sections, content and functions that are not accessible yet:</p>
      <MrList fact="nonconf-sections" id="non-conformance-sections">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.where.en}</li>
        ))}
      </MrList>
      <p>B. Reasons:</p>
      <MrList fact="nonconf-reasons">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.reason.en}</li>
        ))}
      </MrList>
      <p>C. Accessible alternatives:</p>
      <MrList fact="nonconf-alternatives">
        {NON_CONFORMITIES.map((item) => (
          <li key={item.id}>{item.alternative.en}</li>
        ))}
      </MrList>

      <h2>II. Preparation of this accessibility and usability statement</h2>
      <p>
        This statement was prepared on{' '}
        <time dateTime={STATEMENT.made}>{formatLongDate(STATEMENT.made, 'en')}</time> and last reviewed on{' '}
        <MrDate date={STATEMENT.reviewed} lang="en" />. It is reviewed at least once a year, and whenever the
        website changes in a significant way.
      </p>
      <p>
        <strong>A. Automated evaluation</strong>
      </p>
      <MrSummary kind="automatic">
        <li>
          (<time dateTime={AUTOMATED_AUDIT.date}>{formatLongDate(AUTOMATED_AUDIT.date, 'en')}</time>).
          <ul>
            <li>Tool used: {AUTOMATED_AUDIT.tool}</li>
            <li>
              Sample: {AUTOMATED_AUDIT.pages} pages (every page of the website, in Portuguese and in English),
              each in {AUTOMATED_AUDIT.combinations} combinations: phone and computer, light and dark theme.
            </li>
            <li>
              Main results (summary): {AUTOMATED_AUDIT.seriousOrCritical} serious or critical violations of
              the WCAG 2.0 and 2.1 rules, levels A and AA.
            </li>
          </ul>
        </li>
      </MrSummary>
      <p>
        <strong>B. Manual evaluation against a checklist</strong>
      </p>
      <MrSummary kind="manual">
        <li>
          (<time dateTime={MANUAL_CHECK.date}>{formatLongDate(MANUAL_CHECK.date, 'en')}</time>). AMA&apos;s
          «10 functional aspects» checklist.
          <ul>
            <li>Sample: {MANUAL_CHECK.pages} pages.</li>
            <li>
              Main results (heuristics met/heuristics that apply): {MANUAL_CHECK.passed}/
              {MANUAL_CHECK.applicable}
            </li>
          </ul>
        </li>
      </MrSummary>
      <p>
        <strong>C. Usability tests with people with disabilities</strong>
      </p>
      <p>No usability tests with people with disabilities have been made yet.</p>

      <h2>III. Contact and requests for information about the website</h2>
      <p>
        To get in touch, send suggestions, make complaints or ask for more information about the content and
        the functions of the website of the Social Action Services of the Universidade da Madeira, please use:
      </p>
      <MrContacts>
        <dt>E-mail:</dt>
        <dd>
          <a href={`mailto:${SERVICES_EMAIL}`}>{SERVICES_EMAIL}</a>
        </dd>
        <dt>Address:</dt>
        <dd>Serviços de Ação Social, Campus Universitário da Penteada, 9020-105 Funchal, Portugal</dd>
      </MrContacts>

      <h2>IV. Usability and accessibility seal</h2>
      <p>The SASUMA website does not hold the usability and accessibility seal yet.</p>

      <h2>V. Reporting discrimination</h2>
      <p>
        Under article 13(1) of Decree-Law 83/2018, a person with a disability who is treated less favourably
        than another person in a comparable situation, in a way that amounts to discrimination against people
        with disabilities as defined and punished by article 4 of{' '}
        <a href="https://data.dre.pt/eli/lei/46/2006/08/28/p/dre/pt/html" hrefLang="pt">
          Law 46/2006 of 28 August
        </a>
        , may file a complaint under{' '}
        <a href="https://data.dre.pt/eli/dec-lei/34/2007/02/15/p/dre/pt/html" hrefLang="pt">
          Decree-Law 34/2007 of 15 February
        </a>
        .
      </p>
      <p>
        The{' '}
        <a href="https://www.inr.pt" hrefLang="pt">
          National Institute for Rehabilitation (INR, I.P.)
        </a>{' '}
        receives complaints about discrimination and passes them on to the competent bodies.
      </p>
    </>
  );
}
