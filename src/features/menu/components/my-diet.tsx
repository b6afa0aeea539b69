import { Trans, useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { loadPartMessages } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';
import { ALLERGENS } from '@/contract/menu/allergens';
import { DIETS, type Diet } from '../menu-preferences';
import { useMenuPreferences } from '../use-menu-preferences';
import { allergenLabels } from './common/allergen-labels';
import './my-diet.css';

/**
 * "My diet": the main courses kept to or highlighted, the allergens flagged, and when "today" turns into "tomorrow".
 * Saved on this device at each change and applied to the menu, offline too (HON-03, HON-04, HON-05).
 */
export function MyDiet() {
  // The form's messages are a catalog of their own (lingui.config.ts), loaded with it.
  use(loadPartMessages('my-diet', useLocale()));
  const { t, i18n } = useLingui();
  const [preferences, update] = useMenuPreferences();
  const dietNames: Record<Diet, string> = {
    vegetariano: t`Vegetariano`,
    peixe: t`Peixe`,
    carne: t`Carne`,
  };
  return (
    <section className="my-diet" id="a-minha-dieta" aria-labelledby="my-diet-heading">
      <h2 id="my-diet-heading">
        <Trans>A minha dieta</Trans>
      </h2>
      <p>
        <Trans>Guardado neste dispositivo e aplicado à ementa, também sem ligação.</Trans>
      </p>
      <fieldset>
        <legend>
          <Trans>Prato principal</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name="diet"
            checked={preferences.diet === null}
            onChange={() => update({ diet: null })}
          />{' '}
          <Trans>Todos</Trans>
        </label>
        {DIETS.map((diet) => (
          <label key={diet}>
            <input
              type="radio"
              name="diet"
              checked={preferences.diet === diet}
              onChange={() => update({ diet })}
            />{' '}
            {dietNames[diet]}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={preferences.diet === null}>
        <legend>
          <Trans>Na ementa</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name="diet-mode"
            checked={preferences.dietMode === 'only'}
            onChange={() => update({ dietMode: 'only' })}
          />{' '}
          <Trans>Mostrar só este prato principal</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="diet-mode"
            checked={preferences.dietMode === 'highlight'}
            onChange={() => update({ dietMode: 'highlight' })}
          />{' '}
          <Trans>Destacá-lo entre os outros</Trans>
        </label>
      </fieldset>
      <fieldset className="my-diet__allergens">
        <legend>
          <Trans>Assinalar pratos com</Trans>
        </legend>
        {ALLERGENS.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              checked={preferences.allergens.includes(code)}
              onChange={(event) =>
                update({
                  allergens: event.target.checked
                    ? ALLERGENS.filter((a) => a === code || preferences.allergens.includes(a))
                    : preferences.allergens.filter((a) => a !== code),
                })
              }
            />{' '}
            {i18n._(allergenLabels[code])}
          </label>
        ))}
      </fieldset>
      <p className="my-diet__cutoff">
        <label htmlFor="menu-cutoff">
          <Trans>Mostrar a refeição de amanhã a partir das</Trans>
        </label>{' '}
        <input
          id="menu-cutoff"
          type="time"
          value={preferences.cutoff ?? ''}
          aria-describedby="menu-cutoff-hint"
          onChange={(event) => update({ cutoff: event.target.value || null })}
        />
        <span id="menu-cutoff-hint" className="my-diet__hint">
          <Trans>Vazio: depois do último jantar. Hora da Madeira.</Trans>
        </span>
      </p>
    </section>
  );
}
