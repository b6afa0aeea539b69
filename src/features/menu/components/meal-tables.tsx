import { Trans, useLingui } from '@lingui/react/macro';
import type { Allergen } from '@/contract/menu/allergens';
import type { MenuEntry } from '@/contract/menus';
import { intlLocales } from '@/lib/data/intl-locale';
import { useLocale } from '@/lib/use-locale';
import { dishRows, hasDietDish } from '../diet';
import type { Diet, MenuPreferences } from '../menu-preferences';
import { allergenLabels } from './common/allergen-labels';
import { CourseIcon } from './course-icon';
import { courseLabels } from './course-labels';

/**
 * One table per restaurant, listing only the courses that have a dish, as the student's diet shows them; each dish
 * says its allergens in words, a marked one first and flagged (whoever has not marked any still reads them); a menu
 * without allergen data says whom to ask, at the counter or at the table.
 */
export function MealTables({
  entries,
  preferences,
}: {
  entries: readonly MenuEntry[];
  preferences: MenuPreferences;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const list = new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' });
  const highlight = preferences.dietMode === 'highlight';
  const noDietDish: Record<Diet, string> = {
    vegetariano: t`Sem prato vegetariano nesta refeição.`,
    peixe: t`Sem prato de peixe nesta refeição.`,
    carne: t`Sem prato de carne nesta refeição.`,
  };
  return (
    <div className="meal-tables">
      {entries.map((entry) => (
        <div key={entry.RestauranteId ?? entry.Restaurante} className="meal-table-block">
          <table className="meal-table">
            <caption>{entry.Restaurante}</caption>
            <tbody>
              {dishRows(entry, preferences).map(({ course, dish, isDiet, allergens, flagged }) => {
                const label = i18n._(courseLabels[course]);
                const words = (codes: readonly Allergen[]) =>
                  list.format(codes.map((code) => i18n._(allergenLabels[code])));
                const marked = words(flagged);
                const all = words(allergens);
                return (
                  <tr key={course} className={isDiet && highlight ? 'meal-table__row--diet' : undefined}>
                    <th scope="row">
                      <span className="meal-table__course">
                        <CourseIcon course={course} label={label} />
                        <span aria-hidden="true">{label}</span>
                      </span>
                    </th>
                    <td>
                      {dish}
                      {isDiet && highlight ? (
                        <span className="diet-mark">
                          <Trans>A minha dieta</Trans>
                        </span>
                      ) : null}
                      {flagged.length > 0 ? (
                        <span className="allergen-flag">
                          <Trans>contém {marked}</Trans>
                        </span>
                      ) : null}
                      {allergens.length > 0 ? (
                        <span className="allergen-list">
                          <Trans>Alergénios: {all}</Trans>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
              {preferences.diet && !highlight && !hasDietDish(entry, preferences) ? (
                <tr>
                  <td colSpan={2} className="meal-table__no-diet">
                    {noDietDish[preferences.diet]}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {entry.Alergenos ? null : (
            <p className="meal-table__allergen-note">
              <Trans>Sem informação de alergénios nesta ementa: peça-a a quem a serve.</Trans>
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
