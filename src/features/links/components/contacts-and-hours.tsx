import { Trans } from '@lingui/react/macro';

// Demo contacts: the same set as the seed's texts (FAQ, scholarships); server/seed/README.md lists where each one
// appears, so the office can confirm or replace them in one pass.
const PHONE = '+351 291 209 400';
const EMAIL = 'sas@uma.pt';
const SCHOLARSHIP_EMAIL = 'bolsas.sas@uma.pt';

/** Contents of the contacts popup: address, contacts and opening hours, the scholarship service's apart (spec 2). */
export function ContactsAndHours() {
  return (
    <div className="contacts">
      <section>
        <h3>
          <Trans>Morada</Trans>
        </h3>
        <address>
          <Trans>Serviços de Ação Social da Universidade da Madeira</Trans>
          <br />
          Campus Universitário da Penteada
          <br />
          9020-105 Funchal
        </address>
      </section>
      <section>
        <h3>
          <Trans>Contactos</Trans>
        </h3>
        <p>
          <Trans>Telefone:</Trans> <a href={`tel:${PHONE.replace(/\s/g, '')}`}>{PHONE}</a>
          <br />
          <Trans>Email:</Trans> <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        </p>
      </section>
      <section>
        <h3>
          <Trans>Horário de atendimento</Trans>
        </h3>
        <p>
          <Trans>Segunda a sexta-feira, das 09h00 às 12h30 e das 14h00 às 17h00</Trans>
        </p>
      </section>
      <section>
        <h3>
          <Trans>Horário do serviço de bolsas de estudo</Trans>
        </h3>
        <p>
          <Trans>Segunda a sexta-feira, das 09h30 às 12h30 e das 14h00 às 16h00</Trans>
          <br />
          <Trans>Email:</Trans> <a href={`mailto:${SCHOLARSHIP_EMAIL}`}>{SCHOLARSHIP_EMAIL}</a>
        </p>
      </section>
    </div>
  );
}
