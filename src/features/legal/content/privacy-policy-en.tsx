import {
  APPLICATION_RETENTION_YEARS,
  CNPD_URL,
  DATA_PROTECTION_OFFICER_EMAIL,
  SERVICES_EMAIL,
} from '@/lib/legal-facts';

/** The privacy policy in English: the Portuguese one translated, with the same facts. */
export function Text() {
  return (
    <>
      <p>
        This policy says what personal data the SASUMA website collects, what for, for how long and what
        rights you have over it. The only form that collects personal data is the accommodation application.
      </p>

      <h2>Controller</h2>
      <p>
        Universidade da Madeira, through its Social Action Services (SAS), Campus Universitário da Penteada,
        9020-105 Funchal, Portugal. Contact: <a href={`mailto:${SERVICES_EMAIL}`}>{SERVICES_EMAIL}</a>.
      </p>

      <h2>Data protection officer</h2>
      <p>
        You can reach the data protection officer of the Universidade da Madeira at{' '}
        <a href={`mailto:${DATA_PROTECTION_OFFICER_EMAIL}`}>{DATA_PROTECTION_OFFICER_EMAIL}</a> about any
        question concerning your data.
      </p>

      <h2>What data, and for what purpose</h2>
      <p>
        The application form collects the call you apply to, your full name, your student number (if you have
        one), the district and town you live in, whether you are a student of the University, your mobile
        phone, your e-mail and the entry and leaving dates you want. They serve only to assess and decide your
        application for the university residence and to contact you about it.
      </p>
      <p>
        The required fields are those needed to assess the application: without them, it cannot be considered.
        No decision is taken by automated means alone, and there is no profiling.
      </p>

      <h2>Legal basis</h2>
      <p>
        The processing is necessary for the steps you ask for before the accommodation contract (article
        6(1)(b) of the General Data Protection Regulation, GDPR) and for the task in the public interest of
        social support in higher education that the law gives the University (article 6(1)(e)).
      </p>

      <h2>Recipients</h2>
      <p>
        The data is processed only by the staff of the Social Action Services who manage accommodation and,
        where needed, by the University bodies that decide on the application. It is not given to third
        parties nor transferred outside the European Union, unless the law requires it.
      </p>

      <h2>How long it is kept</h2>
      <p>
        An application is kept for {APPLICATION_RETENTION_YEARS} years from the date it is received, and then
        deleted automatically.
      </p>

      <h2>Your rights</h2>
      <p>
        You have the right to access your data, to have it corrected or erased, to restrict its processing or
        to have it ported, and to object to the processing, under articles 15 to 21 of the GDPR. To exercise
        them, write to the data protection officer or to the Social Action Services.
      </p>
      <p>
        You also have the right to lodge a complaint with the supervisory authority, the{' '}
        <a href={CNPD_URL} hrefLang="pt">
          <span lang="pt">Comissão Nacional de Proteção de Dados</span> (CNPD)
        </a>
        .
      </p>

      <h2>What stays on your device</h2>
      <p>
        To work without a connection, the app keeps on your device, and only there: the draft of your
        application while you fill it in; each application until the server receives it (with no connection it
        waits and is sent later); once received, only its reference, call and state; the language you chose;
        and the public content you have seen (menus, notices, news, documents). You can see and delete all of
        it under «Saved for offline», in the footer of every page, in «My data on this device».
      </p>
      <p>
        The website uses no cookies and no audience measurement. The presentation video is loaded from YouTube
        only if you ask for it.
      </p>
    </>
  );
}
