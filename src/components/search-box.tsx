import { useId } from 'react';
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
  return (
    <div className="search-box" role="search">
      <label htmlFor={id}>{label}</label>
      <input
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
