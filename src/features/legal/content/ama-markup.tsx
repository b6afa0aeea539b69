import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/data/dates';
import type { Locale } from '@/lib/locale';

/**
 * The markup of AMA's accessibility statement generator (acessibilidade.gov.pt), which the Portuguese observatory's
 * crawler and parser read (AMA's monitor-server): the entity (`.mr-e-name`), the site (`.mr-t-type`, `.mr-t-desc`,
 * `[name=siteurl]`), the conformance status (`.mr-conformance-status`, `[name=conformance-output]`), the date
 * (`.mr-date`, an ISO date: the parser reads it with `new Date`), the evidence (`.mr-automatic-summary`,
 * `.mr-manual-summary`), the non-conformities (`#non-conformance-sections`) and the contacts
 * (`#accstmnt_orginfo_contacts_summary dd`). The parser takes each fact from the first child of its `.mr` element,
 * so the wrapper holds nothing else. `name` is not a prop React's types give a span or a link: it is spread in.
 */
export function Mr({ fact, children }: { fact: string; children: ReactNode }) {
  return (
    <span className={`mr mr-${fact}`}>
      <span>{children}</span>
    </span>
  );
}

/**
 * The date in words for the reader, in a `<time>`; beside it `.mr-date`, the same date as ISO text for the observatory
 * (it reads it with `new Date(text)`, without running scripts), hidden from screens and screen readers.
 */
export function MrDate({ date, lang }: { date: string; lang: Locale }) {
  return (
    <>
      <time dateTime={date}>{formatLongDate(date, lang)}</time>
      <span className="mr mr-date" hidden>
        {date}
      </span>
    </>
  );
}

/** `.mr-conformance-status`: "parcialmente conforme" or "partially conformant" (the observatory knows both). */
export function MrConformance({ status }: { status: string }) {
  return (
    <span className="mr mr-conformance-status">
      <span className="conformance-output" {...{ name: 'conformance-output' }}>
        {status}
      </span>
    </span>
  );
}

/** The site's name, linked to its address (`.capFL [name=siteurl]`, `.mr-t-desc`). */
export function MrSite({ url, name }: { url: string; name: string }) {
  return (
    <a className="siteurl" href={url} {...{ name: 'siteurl' }}>
      <Mr fact="t-desc">{name}</Mr>
    </a>
  );
}

/** A list of the model's (non-conformities, their reasons, the alternatives): `.mr-<fact>`, its first child the list. */
export function MrList({ fact, id, children }: { fact: string; id?: string; children: ReactNode }) {
  return (
    <div className={`mr mr-${fact}`}>
      <ul id={id}>{children}</ul>
    </div>
  );
}

/** The contacts as the model's definition list (`.mr-contacts dl`, `#accstmnt_orginfo_contacts_summary dd`). */
export function MrContacts({ children }: { children: ReactNode }) {
  return (
    <div className="mr mr-contacts">
      <div id="accstmnt_orginfo_contacts_summary">
        <dl>{children}</dl>
      </div>
    </div>
  );
}

/** An evaluation summary (`.mr-automatic-summary`, `.mr-manual-summary`, `.mr-users-summary`): an ordered list. */
export function MrSummary({ kind, children }: { kind: 'automatic' | 'manual'; children: ReactNode }) {
  return (
    <div className={`mr mr-${kind}-summary`}>
      <div id={`accstmnt_assessment_with_${kind === 'automatic' ? 'tools' : 'manual'}_summary`}>
        <ol>{children}</ol>
      </div>
    </div>
  );
}
