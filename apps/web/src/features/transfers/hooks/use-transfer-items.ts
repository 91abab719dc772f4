import { type KeyboardEvent, useRef, useState } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import {
  type ItemSku,
  newItemFormValues,
  suggestedItemFormValues,
  type TransferFormOutput,
  type TransferFormValues,
} from '../components/transfer-form-schema.ts';
import type { TransferFormOptions } from './use-transfer-form-options.ts';

/**
 * The items editor's list: adding a SKU from the keyboard (one already listed gets the cursor on
 * its quantity instead of a second row), adding the suggestion's SKUs not listed yet, and the note
 * that says what either did.
 */
export function useTransferItems(
  control: Control<TransferFormValues, unknown, TransferFormOutput>,
  fetchSuggestion: TransferFormOptions['suggest'],
  suggestFor: { originId: number; destinationId: number } | undefined,
) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const rows = useWatch({ control, name: 'items' }) ?? [];
  const entryRef = useRef<HTMLInputElement>(null);
  const quantityRefs = useRef(new Map<string, HTMLInputElement>());
  const [note, setNote] = useState<string | undefined>();
  const [suggesting, setSuggesting] = useState(false);

  const addSku = (sku: ItemSku) => {
    const existing = rows.findIndex((row) => row.sku_id === sku.id);
    if (existing >= 0) {
      setNote(`${sku.sku_id} is already on the list: change its quantity.`);
      const ulid = rows[existing]?.ulid;
      if (ulid) quantityRefs.current.get(ulid)?.focus();
      return;
    }
    setNote(undefined);
    append(newItemFormValues(sku), { focusName: `items.${fields.length}.quantity_shipped` });
  };
  const suggest = async () => {
    if (!suggestFor) return;
    setSuggesting(true);
    try {
      const { lines } = await fetchSuggestion(suggestFor);
      const listed = new Set(rows.map((row) => row.sku_id));
      const added = lines.filter((line) => !listed.has(line.sku.id));
      const kept = lines.length - added.length;
      if (added.length) append(added.map(suggestedItemFormValues), { shouldFocus: false });
      setNote(
        lines.length === 0
          ? 'Nothing to send now: the destination holds and expects enough, or the origin has none of what it needs.'
          : `Added ${added.length} suggested ${added.length === 1 ? 'item' : 'items'}${
              kept
                ? `; ${kept} already on the list kept ${kept === 1 ? 'its quantity' : 'their quantities'}`
                : ''
            }.`,
      );
    } catch {
      // The query cache reports the failure (a toast); the list stays as it was.
    } finally {
      setSuggesting(false);
    }
  };
  /** Enter in a row's number goes back to the SKU entry, for the next SKU. */
  const backToEntry = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    entryRef.current?.focus();
  };
  const totalUnits = rows.reduce((sum, row) => sum + (Number(row.quantity_shipped) || 0), 0);

  return {
    fields,
    rows,
    remove,
    entryRef,
    quantityRefs,
    note,
    suggesting,
    addSku,
    suggest,
    backToEntry,
    totalUnits,
  };
}
