import { Trans } from '@lingui/react/macro';

/** The residents' committee (spec section 1): one president and two vice-presidents, all enrolled students. */
export function ResidentsCommittee() {
  return (
    <div className="residents-committee">
      <p>
        <Trans>
          Os residentes são representados por uma comissão de residentes, composta por um presidente e dois
          vice-presidentes, que têm de ser estudantes matriculados na Universidade da Madeira.
        </Trans>
      </p>
      <ul className="residents-committee__roles">
        <li>
          <strong>1</strong> <Trans>presidente</Trans>
        </li>
        <li>
          <strong>2</strong> <Trans>vice-presidentes</Trans>
        </li>
      </ul>
    </div>
  );
}
