import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Who the residence takes in (spec section 1, "accommodation recipient groups"). */
const recipientGroups: readonly MessageDescriptor[] = [
  msg`Estudantes internacionais`,
  msg`Estudantes bolseiros da universidade`,
  msg`Estudantes deslocados da universidade`,
  msg`Outros estudantes autorizados`,
  msg`Estudantes de programas de mobilidade`,
  msg`Outros`,
];

export function RecipientGroups() {
  const { i18n } = useLingui();
  return (
    <ul className="recipient-groups">
      {recipientGroups.map((group) => (
        <li key={group.id}>{i18n._(group)}</li>
      ))}
    </ul>
  );
}
