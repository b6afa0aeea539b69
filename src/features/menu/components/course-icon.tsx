import type { Course } from '@/contract/menu/meals';

/**
 * The course-type icon: one small line drawing per course (week-menu.css, `.course-icon--<course>`), so the type is
 * recognisable at a glance; `label` names it for assistive technology.
 */
export function CourseIcon({ course, label }: { course: Course; label: string }) {
  return (
    <span
      className={`course-icon course-icon--${course.toLowerCase().replaceAll(' ', '-')}`}
      role="img"
      aria-label={label}
    />
  );
}
