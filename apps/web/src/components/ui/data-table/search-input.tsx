import { Form } from 'react-bootstrap';

/** The list's search box; its text goes to the URL (debounced) through useListQuery. */
export function SearchInput({
  value,
  onChange,
  label = 'Search',
  placeholder = 'Search…',
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Form.Control
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      className={className}
      style={{ maxWidth: '20rem' }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
