import { Trans, useLingui } from '@lingui/react/macro';
import type { Meal } from '@/contract/menu/meals';
import type { Digest } from '@/contract/requests/push';
import type { Restaurant } from '@/contract/restaurants';
import { DEFAULT_TIMES } from '../alert-preferences';

/** The restaurants that serve a meal (the snack bars serve none) and have the id alerts name them by. */
const withMeals = (restaurants: readonly Restaurant[]) =>
  restaurants.flatMap((restaurant) => {
    const meals = [...new Set(restaurant.Servicos.map((service) => service.refeicao))];
    return restaurant.id && meals.length ? [{ id: restaurant.id, name: restaurant.Titulo, meals }] : [];
  });

/** The daily digest: a checkbox and a time (Madeira) for each restaurant's lunch and dinner. */
export function DigestFieldset({
  restaurants,
  digest,
  onChange,
  disabled,
}: {
  restaurants: readonly Restaurant[];
  digest: readonly Digest[];
  onChange: (digest: Digest[]) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const mealName: Record<Meal, string> = { almoco: t`Almoço`, jantar: t`Jantar` };
  const chosen = (id: string, meal: Meal) => digest.find((d) => d.restaurant === id && d.meal === meal);
  const set = (id: string, meal: Meal, entry: Digest | undefined) =>
    onChange([...digest.filter((d) => !(d.restaurant === id && d.meal === meal)), ...(entry ? [entry] : [])]);
  return (
    <fieldset disabled={disabled}>
      <legend>
        <Trans>Ementa do dia</Trans>
      </legend>
      <p className="alerts__hint">
        <Trans>
          Os pratos da refeição, à hora da Madeira que escolher. Não há alerta num dia em que o restaurante
          está fechado ou a ementa não foi publicada.
        </Trans>
      </p>
      {withMeals(restaurants).map((restaurant) => (
        <div key={restaurant.id} className="alerts__restaurant">
          <p className="alerts__restaurant-name">{restaurant.name}</p>
          {restaurant.meals.map((meal) => {
            const entry = chosen(restaurant.id, meal);
            const id = `alerts-${restaurant.id}-${meal}`;
            return (
              <div key={meal} className="alerts__meal">
                <label className="alerts__check">
                  <input
                    type="checkbox"
                    checked={entry !== undefined}
                    onChange={(event) =>
                      set(
                        restaurant.id,
                        meal,
                        event.target.checked
                          ? { restaurant: restaurant.id, meal, time: DEFAULT_TIMES[meal] }
                          : undefined,
                      )
                    }
                  />
                  {mealName[meal]}
                </label>
                <label htmlFor={id} className="visually-hidden">
                  {t`Hora do alerta: ${mealName[meal]}, ${restaurant.name}`}
                </label>
                <input
                  id={id}
                  type="time"
                  value={entry?.time ?? DEFAULT_TIMES[meal]}
                  disabled={!entry}
                  onChange={(event) =>
                    entry && /^\d\d:\d\d$/.test(event.target.value)
                      ? set(restaurant.id, meal, { ...entry, time: event.target.value })
                      : undefined
                  }
                />
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
