import {
  APPLICATION_RETENTION_YEARS,
  CNPD_URL,
  PRIVACY_POLICY_UPDATED,
  DATA_PROTECTION_OFFICER_EMAIL,
  SERVICES_EMAIL,
} from '@/lib/legal-facts';
import { formatLongDate } from '@/lib/data/dates';

/** The privacy policy in English: the Portuguese one translated, with the same facts. */
export function Text() {
  return (
    <>
      <p>
        Last updated:{' '}
        <time dateTime={PRIVACY_POLICY_UPDATED}>{formatLongDate(PRIVACY_POLICY_UPDATED, 'en')}</time>.
      </p>
      <p>
        This policy says what personal data the SASUMA website collects, what for, for how long and what
        rights you have over it. Personal data is collected by the accommodation application form and, if you
        turn them on, by the alerts.
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

      <h2>Alerts</h2>
      <p>
        If you turn the alerts on (the day's menu, a dish you want, the accommodation deadlines), the server
        keeps your browser's notification subscription (an address at its push service and the keys to encrypt
        the messages), the restaurants, meals and times you chose, the words of the dishes you want, whether
        you want the accommodation reminders, and the language. They serve only to send you the alerts you
        asked for. The legal basis is your consent (article 6(1)(a) of the GDPR), which you withdraw at any
        time by turning the alerts off.
      </p>
      <p>
        Each alert is delivered by the push service of your browser's maker (for example Google for Chrome,
        Mozilla for Firefox, Apple for Safari), which may be outside the European Union. The message is
        encrypted end to end: that service cannot read it, but it sees the subscription's address, and the
        time and size of each message. The alerts' data is deleted when you turn them off (on the alerts
        screen or in «My data on this device») or when the push service says the subscription no longer
        exists.
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
        your menu choices (diet, allergens and cut-off time), which never leave the device — an allergy is
        health data; your alert choices; and the public content you have seen (menus, notices, news,
        documents). You can see and delete all of it under «Saved for offline», in the footer of every page,
        in «My data on this device»; deleting also turns the alerts off.
      </p>
      <p>The website uses no cookies, no audience measurement, and loads nothing from third parties.</p>
    </>
  );
}
