import type { Sku } from '@backoffice/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { skuSearchQueryOptions } from '../../../lib/api/search-skus.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type ItemSku, pickTypedSku } from './transfer-form-schema.ts';

function itemSku(sku: Sku): ItemSku {
  return { id: sku.id, sku_id: sku.sku_id, asin: sku.asin, display_name: sku.display_name };
}

/**
 * Fast entry of many items: type (or scan) a SKU id or ASIN and press Enter; the row is added and
 * the cursor moves to its quantity, whose Enter comes back here. While typing, the first matches
 * are offered as buttons for a SKU whose id is not known by heart.
 */
export function SkuEntry({
  organisationUlid,
  inputRef,
  onAdd,
}: {
  organisationUlid: string;
  inputRef: Ref<HTMLInputElement>;
  /** A SKU was chosen; the caller adds its row (or focuses the row it already has). */
  onAdd: (sku: ItemSku) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [choices, setChoices] = useState<Sku[]>([]);
  const [looking, setLooking] = useState(false);
  const term = useDebouncedValue(text.trim());
  const suggestions = useQuery({
    ...skuSearchQueryOptions(organisationUlid, term),
    enabled: term !== '' && !looking,
  });

  const add = (sku: Sku) => {
    onAdd(itemSku(sku));
    setText('');
    setMessage(undefined);
    setChoices([]);
  };
  const lookUp = async () => {
    const typed = text.trim();
    if (typed === '') return;
    setLooking(true);
    try {
      // The same query the suggestions ask: often already answered, so Enter adds at once.
      const page = await queryClient.fetchQuery(skuSearchQueryOptions(organisationUlid, typed));
      const found = pickTypedSku(typed, page.data);
      if (found === null) {
        setMessage(`No SKU has the id or ASIN “${typed}”.`);
        setChoices([]);
      } else if ('sku' in found) add(found.sku);
      else {
        setMessage(`Several SKUs match “${typed}”: pick one.`);
        setChoices(found.ambiguous);
      }
    } catch {
      setMessage('The SKU could not be looked up. Press Enter to try again.');
    } finally {
      setLooking(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a row; it never submits the transfer's form.
    event.preventDefault();
    if (!looking) void lookUp();
  };

  const offered =
    choices.length > 0 ? choices : term !== '' && text.trim() !== '' ? (suggestions.data?.data ?? []) : [];
  return (
    <Form.Group controlId="transfer-sku-entry" className="mb-2">
      <Form.Label>Add a SKU</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          ref={inputRef}
          type="search"
          autoComplete="off"
          placeholder="SKU id or ASIN, then Enter"
          value={text}
          isInvalid={message !== undefined}
          aria-describedby="transfer-sku-entry-hint"
          onChange={(event) => {
            setText(event.target.value);
            setMessage(undefined);
            setChoices([]);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline-primary"
          onClick={() => void lookUp()}
          disabled={looking || text.trim() === ''}
        >
          {looking && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
          Add
        </Button>
        <Form.Control.Feedback type="invalid" role="status">
          {message}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="transfer-sku-entry-hint" muted>
        Enter adds the row and moves to its quantity; Enter there comes back here.
      </Form.Text>
      {offered.length > 0 && (
        <fieldset className="d-flex flex-wrap gap-1 mt-2" aria-label="Matching SKUs">
          {offered.map((sku) => (
            <Button
              key={sku.id}
              size="sm"
              variant="outline-secondary"
              className="text-start"
              onClick={() => add(sku)}
            >
              {sku.sku_id}
              {sku.asin && <span className="text-body-secondary ms-1 small">{sku.asin}</span>}
            </Button>
          ))}
        </fieldset>
      )}
    </Form.Group>
  );
}
