import { useLingui } from '@lingui/react/macro';
import { pageWindow } from '@/lib/page-window';
import './pagination.css';

/** Page-number bar (spec section 4): all numbers under 8 pages, otherwise the compact window with ellipses. */
export function Pagination({
  totalPages,
  current,
  onSelect,
}: {
  totalPages: number;
  current: number;
  onSelect: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const slots = pageWindow(totalPages, current);
  return (
    <nav className="pagination" aria-label={t`Paginação`}>
      <ul>
        <li>
          <button
            type="button"
            className="pagination-step"
            disabled={current <= 1}
            onClick={() => onSelect(current - 1)}
            aria-label={t`Página anterior`}
          >
            ‹
          </button>
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t`Página ${slot}`}
                onClick={() => onSelect(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination-step"
            disabled={current >= totalPages}
            onClick={() => onSelect(current + 1)}
            aria-label={t`Página seguinte`}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
