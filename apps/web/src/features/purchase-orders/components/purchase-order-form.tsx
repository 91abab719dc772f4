import {
  type PurchaseOrderRequest,
  type PurchaseOrderSuggestion,
  purchaseOrderDates,
} from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Controller, type FieldError, type Path, useFieldArray } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { supplierOptionsQueryOptions } from '../../../lib/api/get-supplier-options.ts';
import { warehouseOptionsQueryOptions } from '../../../lib/api/get-warehouse-options.ts';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { currencyOptions } from '../../../lib/money.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { purchaseOrderSuggestionQueryOptions } from '../api/get-purchase-order-suggestion.ts';
import { LineSkuPicker } from './line-sku-picker.tsx';
import {
  emptyLine,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormOutput,
  purchaseOrderErrorAliases,
  purchaseOrderErrorFields,
  purchaseOrderFormSchema,
  purchaseOrderRequest,
  suggestedLines,
} from './purchase-order-form-schema.ts';

interface PurchaseOrderFormProps {
  organisationUlid: string;
  defaultValues: PurchaseOrderFormInput;
  /** The saved order's expected dates (a draft being edited); a fresh suggestion's replace them. */
  expected?: { ready: string; arrival: string };
  submitLabel: string;
  onSubmit: (request: PurchaseOrderRequest) => Promise<unknown>;
}

type LineErrors = Partial<
  Record<'sku' | 'sku_id' | 'quantity' | 'unit_cost' | 'currency' | 'quantity_in_case', FieldError>
>;

/**
 * A purchase order's supplier, destination, dates and lines (the create and edit screen's form).
 * "Suggested order" asks the server what to order from the chosen supplier into the chosen
 * warehouse and fills the lines with it (recommended quantities, last case packs, COGS as unit
 * costs), showing the expected ready and arrival dates its lead times give.
 */
export function PurchaseOrderForm({
  organisationUlid,
  defaultValues,
  expected,
  submitLabel,
  onSubmit,
}: PurchaseOrderFormProps) {
  const queryClient = useQueryClient();
  const suppliers = useQuery(supplierOptionsQueryOptions(organisationUlid));
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  const [suggestion, setSuggestion] = useState<PurchaseOrderSuggestion | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const form = useGuardedForm<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>('purchase-order', {
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors, isSubmitting } = form.formState;
  const [supplierId, warehouseId, orderDate] = form.watch(['supplier_id', 'warehouse_id', 'order_date']);
  const watchedLines = form.watch('lines');

  // A select shows its value only if the option exists when the value is set: wait for the options.
  if (suppliers.isPending || warehouses.isPending) return <LoadingState label="Loading…" />;

  const lineErrors = (index: number) => (errors.lines?.[index] ?? {}) as LineErrors;
  const suggest = async () => {
    setSuggesting(true);
    try {
      const found = await queryClient.fetchQuery(
        purchaseOrderSuggestionQueryOptions(organisationUlid, {
          supplierId: Number(supplierId),
          warehouseId: Number(warehouseId),
        }),
      );
      setSuggestion(found);
      const suggested = suggestedLines(found);
      if (suggested.length === 0) {
        notifyInfo(
          'Stock and open orders cover every SKU of this supplier: nothing to order now.',
          'Suggested order',
        );
        return;
      }
      form.setValue('lines', suggested, { shouldDirty: true });
    } finally {
      setSuggesting(false);
    }
  };
  const dates = (() => {
    if (suggestion && /^\d{4}-\d{2}-\d{2}$/.test(orderDate)) {
      const leadTimes = new Map(suggestion.lines.map((line) => [line.sku.id, line]));
      const known = watchedLines.flatMap((line) => {
        const times = line.sku ? leadTimes.get(line.sku.id) : undefined;
        return times
          ? [{ productionLeadDays: times.production_lead_days, bufferDays: times.buffer_days }]
          : [];
      });
      const computed = purchaseOrderDates({
        orderDate,
        lines: known,
        shippingDays: suggestion.shipping_days,
      });
      return { ready: computed.expectedReadyDate, arrival: computed.expectedArrivalDate };
    }
    return expected;
  })();

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(purchaseOrderRequest(values)),
      form.setError,
      purchaseOrderErrorFields(lines.fields.length) as Path<PurchaseOrderFormInput>[],
      purchaseOrderErrorAliases(lines.fields.length) as Record<string, Path<PurchaseOrderFormInput>>,
    ),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Purchase order">
      <FormAlert
        message={errors.root?.server?.message ?? errors.lines?.message ?? errors.lines?.root?.message}
      />
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group controlId="po-supplier">
            <Form.Label>Supplier</Form.Label>
            <Form.Select
              isInvalid={errors.supplier_id !== undefined}
              {...form.register('supplier_id', { onChange: () => setSuggestion(null) })}
            >
              <option value="">Choose a supplier</option>
              {(suppliers.data?.data ?? []).map((supplier) => (
                <option key={supplier.id} value={String(supplier.id)}>
                  {supplier.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.supplier_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="po-warehouse">
            <Form.Label>Deliver to</Form.Label>
            <Form.Select
              isInvalid={errors.warehouse_id !== undefined}
              {...form.register('warehouse_id', { onChange: () => setSuggestion(null) })}
            >
              <option value="">Choose a warehouse</option>
              {(warehouses.data ?? []).map((warehouse) => (
                <option key={warehouse.id} value={String(warehouse.id)}>
                  {warehouse.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.warehouse_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="po-order-date">
            <Form.Label>Order date</Form.Label>
            <Form.Control
              type="date"
              isInvalid={errors.order_date !== undefined}
              {...form.register('order_date')}
            />
            <Form.Control.Feedback type="invalid">{errors.order_date?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="po-reference">
            <Form.Label>Reference</Form.Label>
            <Form.Control isInvalid={errors.reference !== undefined} {...form.register('reference')} />
            <Form.Control.Feedback type="invalid">{errors.reference?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={4}>
          <div className="small text-body-secondary" data-testid="expected-dates">
            {dates ? (
              <>
                Ready <strong>{dates.ready}</strong>, arrives <strong>{dates.arrival}</strong>
              </>
            ) : (
              'Expected dates show once saved, or with a suggested order.'
            )}
          </div>
        </Col>
      </Row>

      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h6 mb-0">Lines</h2>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={!supplierId || !warehouseId || suggesting}
            onClick={() => void suggest()}
          >
            <Lightbulb aria-hidden="true" />
            {suggesting ? 'Suggesting…' : 'Suggested order'}
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => lines.append(emptyLine())}>
            <Plus aria-hidden="true" />
            Add line
          </Button>
        </div>
      </div>
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th style={{ minWidth: '14rem' }}>SKU</th>
            <th style={{ minWidth: '6rem' }}>Quantity</th>
            <th style={{ minWidth: '12rem' }}>Unit cost</th>
            <th style={{ minWidth: '5rem' }}>Per case</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.fields.map((field, index) => {
            const error = lineErrors(index);
            return (
              <tr key={field.id} data-testid="po-line">
                <td>
                  <Controller
                    control={form.control}
                    name={`lines.${index}.sku`}
                    render={({ field: sku }) => (
                      <LineSkuPicker
                        organisationUlid={organisationUlid}
                        id={`po-line-${index}-sku`}
                        value={sku.value}
                        onChange={sku.onChange}
                        error={error.sku?.message}
                      />
                    )}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    inputMode="numeric"
                    aria-label={`Quantity of line ${index + 1}`}
                    isInvalid={error.quantity !== undefined}
                    {...form.register(`lines.${index}.quantity`)}
                  />
                  <Form.Control.Feedback type="invalid">{error.quantity?.message}</Form.Control.Feedback>
                </td>
                <td>
                  <div className="input-group input-group-sm has-validation">
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      placeholder="0.00"
                      aria-label={`Unit cost of line ${index + 1}`}
                      isInvalid={error.unit_cost !== undefined}
                      {...form.register(`lines.${index}.unit_cost`)}
                    />
                    <Form.Select
                      size="sm"
                      style={{ maxWidth: '6rem' }}
                      aria-label={`Currency of line ${index + 1}`}
                      {...form.register(`lines.${index}.currency`)}
                    >
                      {currencyOptions(watchedLines[index]?.currency).map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">
                      {[error.unit_cost?.message, error.currency?.message].filter(Boolean).join(', ')}
                    </Form.Control.Feedback>
                  </div>
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    inputMode="numeric"
                    aria-label={`Units per case of line ${index + 1}`}
                    isInvalid={error.quantity_in_case !== undefined}
                    {...form.register(`lines.${index}.quantity_in_case`)}
                  />
                  <Form.Control.Feedback type="invalid">
                    {error.quantity_in_case?.message}
                  </Form.Control.Feedback>
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger p-0"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => lines.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Form.Group className="mb-3" controlId="po-notes">
        <Form.Label>Notes for the supplier</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          isInvalid={errors.notes !== undefined}
          {...form.register('notes')}
        />
        <Form.Control.Feedback type="invalid">{errors.notes?.message}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={isSubmitting} icon={Save}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
