import { useId, useLayoutEffect, useRef } from 'react';
import './search-box.css';

/** A labelled search field (role "searchbox"); the caller decides when a term is applied. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the page's HTML before the app's code came: hydration leaves it in the field (React never
  // overwrites a hydrated input's value) but tells no one. It is the search, as if typed now.
  const typed = useRef(onChange);
  useLayoutEffect(() => {
    const text = input.current?.value;
    if (text !== undefined && text !== value) typed.current(text);
    // Once, at mount: later the field and `value` move together through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="search-box" role="search">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
