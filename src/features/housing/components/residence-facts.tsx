import { Trans } from '@lingui/react/macro';

/** The residence in numbers (spec sections 1 and 9). */
export function ResidenceFacts() {
  return (
    <ul className="residence-facts">
      <li>
        <strong>82</strong> <Trans>quartos</Trans>
      </li>
      <li>
        <strong>4</strong> <Trans>cozinhas comuns</Trans>
      </li>
      <li>
        <strong>1</strong> <Trans>sala de estudo</Trans>
      </li>
      <li>
        <strong>3</strong> <Trans>salas de convívio</Trans>
      </li>
      <li>
        <strong>
          <Trans>Lavandaria</Trans>
        </strong>{' '}
        <Trans>ficha de 2,50 €</Trans>
      </li>
      <li>
        <strong>24 h</strong> <Trans>receção</Trans>
      </li>
      <li>
        <strong>
          <Trans>Estacionamento</Trans>
        </strong>{' '}
        <Trans>pago, tarifa diária ou mensal</Trans>
      </li>
    </ul>
  );
}
