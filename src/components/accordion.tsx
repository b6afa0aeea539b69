import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Items that expand and collapse independently (several may be open at once; spec section 4): a button with
 * `aria-expanded` per item controlling its panel.
 */
export function Accordion({
  items,
  label,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  label?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <ul className="accordion" aria-label={label}>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const panelId = `${baseId}-${index}`;
        return (
          <li key={item.key} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                {item.title}
              </button>
            </Heading>
            {/* A closed panel's content is not rendered: the home page's answers are sanitized server HTML, and
                sanitizing them all at start was a 30 ms task on a phone (decision 039). */}
            <div id={panelId} className="accordion__panel" hidden={!expanded}>
              {expanded ? item.content : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
