import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { productSearchQueryOptions } from '../../lib/api/search-products.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export interface PickedProduct {
  id: number;
  name: string;
}

interface ProductPickerProps {
  organisationUlid: string;
  id: string;
  label: string;
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string;
  disabled?: boolean;
  /** Products not to offer (e.g. those already in the list being edited). */
  exclude?: readonly number[];
}

/**
 * A searchable product select: typing asks the server (GET products?search=), as an organisation
 * may have thousands of products, and a choice is made from the matching options.
 */
export function ProductPicker({
  organisationUlid,
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  exclude = [],
}: ProductPickerProps) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim());
  const searching = open && term !== (value?.name ?? null);
  const options = useQuery({ ...productSearchQueryOptions(organisationUlid, term), enabled: searching });
  // A value set from outside (a reset, a loaded record) shows its name in the box.
  useEffect(() => {
    setText(value?.name ?? '');
  }, [value?.name]);

  const matches = (options.data?.data ?? []).filter((product) => !exclude.includes(product.id));
  const optionId = (index: number) => `${listId}-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!searching || matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      const product = matches[Math.min(active, matches.length - 1)];
      if (product) {
        event.preventDefault();
        choose(product);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const choose = (product: PickedProduct) => {
    onChange({ id: product.id, name: product.name });
    setText(product.name);
    setOpen(false);
  };

  return (
    <Form.Group className="mb-3 position-relative">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={searching}
          aria-controls={listId}
          aria-activedescendant={searching && matches.length > 0 ? optionId(active) : undefined}
          placeholder="Type to search products"
          value={text}
          disabled={disabled}
          isInvalid={error !== undefined}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            if (value) onChange(null);
          }}
        />
        {value && !disabled && (
          <Button variant="outline-secondary" aria-label={`Clear ${label}`} onClick={() => onChange(null)}>
            ×
          </Button>
        )}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      {searching && (
        <ListGroup
          id={listId}
          role="listbox"
          aria-label={`${label} options`}
          className="position-absolute w-100 shadow-sm overflow-auto"
          style={{ zIndex: 1060, maxHeight: '16rem' }}
        >
          {options.isFetching && matches.length === 0 ? (
            <ListGroup.Item>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Searching…
            </ListGroup.Item>
          ) : matches.length === 0 ? (
            <ListGroup.Item className="text-body-secondary">No product matches.</ListGroup.Item>
          ) : (
            matches.map((product, index) => (
              <ListGroup.Item
                key={product.id}
                id={optionId(index)}
                action
                active={index === active}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(product);
                }}
              >
                {product.name}
              </ListGroup.Item>
            ))
          )}
        </ListGroup>
      )}
    </Form.Group>
  );
}
