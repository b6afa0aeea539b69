import type { Course } from '@/contract/meals';

// One small line drawing per course (24x24, stroke = currentColor), so the type is recognisable at a glance.
const paths: Record<Course, string> = {
  Sopa: 'M3 11h18a9 9 0 0 1-18 0zM8 4c-1 1.5 1 2.5 0 4M12 4c-1 1.5 1 2.5 0 4M16 4c-1 1.5 1 2.5 0 4',
  Prato: 'M15 4a5 5 0 0 1 4 8l-7 7a3 3 0 0 1-4-4l7-7M7 17l-3 3M5 15l-2 1M9 19l-1 2',
  'Prato de Peixe': 'M3 12c3-5 10-6 14 0-4 6-11 5-14 0zM17 12l4-4v8zM8 11h.01',
  Vegetariano: 'M5 19C5 9 11 5 20 4c-1 9-5 15-15 15zM5 19l8-8',
  Acompanhamento: 'M4 13h16l-2 7H6zM7 13c0-3 2-5 5-5s5 2 5 5M12 8V5',
  sandesdodia: 'M3 10l9-5 9 5zM3 10h18v3H3zM4 16h16v3H4zM3 13l2 3M21 13l-2 3',
  salada: 'M3 12h18a9 9 0 0 1-18 0zM8 12c0-3 2-5 4-6M12 12c0-2 2-5 5-5M6 9c1 0 3 1 3 3',
  Sobremesa: 'M6 10h12l-2 10H8zM6 10a6 6 0 0 1 12 0M12 4v0M12 2v2',
};

/** The course-type icon; `label` names it for assistive technology. */
export function CourseIcon({ course, label }: { course: Course; label: string }) {
  return (
    <svg
      className="course-icon"
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[course]} />
    </svg>
  );
}
