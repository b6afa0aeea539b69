import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  APPLICATION_RETENTION_YEARS,
  DATA_PROTECTION_OFFICER_EMAIL,
  SERVICES_EMAIL,
} from '@/lib/legal-facts';
import { useLangParam } from '@/lib/use-locale';

/**
 * The information GDPR art. 13 asks for at the moment of collection, shortly, just before the submit button: who
 * processes the data and why, on what basis, who sees it, how long it is kept, the rights and the complaint to CNPD;
 * the full text is the privacy page (features/legal, the same facts from lib/legal-facts.ts).
 */
export function PrivacyNotice() {
  const lang = useLangParam();
  const years = APPLICATION_RETENTION_YEARS;
  const services = SERVICES_EMAIL;
  const officer = DATA_PROTECTION_OFFICER_EMAIL;
  return (
    <section className="privacy-notice" aria-labelledby="privacy-notice-heading">
      <h2 id="privacy-notice-heading">
        <Trans>Proteção de dados pessoais</Trans>
      </h2>
      <p>
        <Trans>
          A Universidade da Madeira (Serviços de Ação Social, {services}) trata estes dados só para apreciar a
          sua candidatura, a seu pedido e no âmbito da ação social (RGPD, art. 6.º, n.º 1, b e e). Só os
          serviços de alojamento os veem; são apagados {years} anos após a receção.
        </Trans>
      </p>
      <p>
        <Trans>
          Direitos de acesso, retificação, apagamento, limitação e oposição: escreva ao encarregado da
          proteção de dados ({officer}). Reclamações: CNPD.
        </Trans>{' '}
        <Link to="/{-$lang}/privacidade" params={{ lang }}>
          <Trans>Política de privacidade</Trans>
        </Link>
      </p>
    </section>
  );
}
