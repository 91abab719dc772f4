import type { Country } from '@backoffice/shared';
import { useMemo, useState } from 'react';
import { Badge, CloseButton, Form } from 'react-bootstrap';
import { matchesSearch, toggleId } from './match-option.ts';

interface CountryMultiSelectProps {
  id: string;
  label: string;
  countries: readonly Country[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A searchable list of checkboxes: some 250 countries are too many for a native multi-select, and
 * the picked ones stay visible as removable badges while the search narrows the list.
 */
export function CountryMultiSelect({
  id,
  label,
  countries,
  value,
  onChange,
  error,
  disabled,
}: CountryMultiSelectProps) {
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(countries.map((country) => [country.id, country])), [countries]);
  const shown = countries.filter((country) => matchesSearch(search, country.name, country.country_code));

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={`${id}-search`}>{label}</Form.Label>
      <div className="d-flex flex-wrap gap-1 mb-2" aria-live="polite">
        {value.length === 0 && <span className="text-body-secondary small">None selected</span>}
        {value.map((countryId) => {
          const name = byId.get(countryId)?.name ?? `#${countryId}`;
          return (
            <Badge key={countryId} bg="secondary" className="d-inline-flex align-items-center gap-1">
              {name}
              {!disabled && (
                <CloseButton
                  variant="white"
                  aria-label={`Remove ${name}`}
                  style={{ fontSize: '0.6rem' }}
                  onClick={() => onChange(toggleId(value, countryId))}
                />
              )}
            </Badge>
          );
        })}
      </div>
      <Form.Control
        id={`${id}-search`}
        type="search"
        placeholder="Search by name or code"
        value={search}
        disabled={disabled}
        isInvalid={error !== undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <fieldset
        disabled={disabled}
        aria-label={`${label} to pick`}
        className="border rounded mt-1 px-2 py-1 overflow-auto"
        style={{ maxHeight: '12rem' }}
      >
        {shown.length === 0 && <div className="text-body-secondary small py-1">No country matches.</div>}
        {shown.map((country) => (
          <Form.Check
            key={country.id}
            id={`${id}-${country.id}`}
            label={`${country.name} (${country.country_code})`}
            checked={value.includes(country.id)}
            onChange={() => onChange(toggleId(value, country.id))}
          />
        ))}
      </fieldset>
    </Form.Group>
  );
}
