import { useLingui } from '@lingui/react/macro';
import type { MenuEntry } from '@/contract/menus';
import { servedCourses } from '../group-menus';
import { CourseIcon } from './course-icon';
import { courseLabels } from './course-labels';

/** One table per restaurant, listing only the courses that have a dish. */
export function MealTables({ entries }: { entries: readonly MenuEntry[] }) {
  const { i18n } = useLingui();
  return (
    <div className="meal-tables">
      {entries.map((entry) => (
        <table key={entry.Restaurante} className="meal-table">
          <caption>{entry.Restaurante}</caption>
          <tbody>
            {servedCourses(entry).map(({ course, dish }) => {
              const label = i18n._(courseLabels[course]);
              return (
                <tr key={course}>
                  <th scope="row">
                    <span className="meal-table__course">
                      <CourseIcon course={course} label={label} />
                      <span aria-hidden="true">{label}</span>
                    </span>
                  </th>
                  <td>{dish}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
