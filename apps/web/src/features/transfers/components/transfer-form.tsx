import { expectedDeliveryDate, type TransferRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/forms/money-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  transferFulfillmentCentersQueryOptions,
  transferWarehousesQueryOptions,
} from '../api/get-transfer-places.ts';
import {
  type TransferFormValues,
  transferFormFields,
  transferFormSchema,
  transferRequest,
} from './transfer-form-schema.ts';
import { TransferItemsEditor } from './transfer-items-editor.tsx';

function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
} & ComponentProps<typeof Form.Select>) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={error !== undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...select}
      >
        {children}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * A transfer's form, new or existing: where from and to (an FBA warehouse names its fulfilment centre), how and
 * when it ships (the expected delivery shown as the server computes it), and, before shipping, its
 * items. Server errors land on their fields, an item's on its row.
 */
export function TransferForm({
  organisationUlid,
  defaultValues,
  itemsEditable,
  readOnlyItems,
  label = 'Edit transfer',
  onSubmit,
}: {
  organisationUlid: string;
  /** `transferFormValues(transfer)`, or `newTransferFormValues()` for a transfer not yet created. */
  defaultValues: TransferFormValues;
  /** Items change only before shipping; afterwards they are shown, not sent. */
  itemsEditable: boolean;
  /** What stands in for the items editor once they may no longer change. */
  readOnlyItems?: ReactNode;
  /** The form's accessible name. */
  label?: string;
  onSubmit: (request: TransferRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('transfer', { resolver: zodResolver(transferFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const warehouses = useQuery(transferWarehousesQueryOptions(organisationUlid));
  const list = warehouses.data?.data ?? [];
  const [originId, destinationId, centerId, shippingDate, shippingDays] = useWatch({
    control: form.control,
    name: [
      'outgoing_warehouse_id',
      'destination_warehouse_id',
      'fulfillment_center_id',
      'shipping_date',
      'shipping_days',
    ],
  });
  const origin = list.find((warehouse) => String(warehouse.id) === originId);
  const destination = list.find((warehouse) => String(warehouse.id) === destinationId);
  const destinationIsFc = destination?.is_fulfillment_center === true;
  const centers = useQuery({
    ...transferFulfillmentCentersQueryOptions(organisationUlid),
    enabled: destinationIsFc,
  });
  const days = Number(shippingDays);
  const expected =
    shippingDate && /^\d{4}-\d{2}-\d{2}$/.test(shippingDate) && Number.isInteger(days) && days >= 0
      ? expectedDeliveryDate(shippingDate, days)
      : null;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(transferRequest(values, { withItems: itemsEditable, destinationIsFc })),
      form.setError,
      transferFormFields(values.items.length),
    ),
  );
  // The selects show the form's value (`value=`): their options load after the form, and a native
  // select given a value before it has that option would show its first one instead.
  const warehouseOptions = list.map((warehouse) => (
    <option key={warehouse.id} value={warehouse.id}>
      {warehouse.name}
      {warehouse.is_fulfillment_center ? ' (fulfilment centre)' : ''}
    </option>
  ));

  return (
    <Form noValidate onSubmit={submit} aria-label={label}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        id="transfer-name"
        registration={form.register('name')}
        error={errors.name?.message}
        hint="Optional: how you call it, e.g. a shipment or PO reference."
      />
      <Row>
        <Col md={6}>
          <SelectField
            id="transfer-origin"
            label="From warehouse"
            error={errors.outgoing_warehouse_id?.message}
            disabled={!itemsEditable}
            hint={itemsEditable ? undefined : 'Shipped: the stock has left this warehouse.'}
            {...form.register('outgoing_warehouse_id')}
            value={originId}
          >
            <option value="">Not one of my warehouses</option>
            {warehouseOptions}
          </SelectField>
          {!origin && itemsEditable && (
            <TextField
              label="From (supplier, 3PL, address)"
              id="transfer-from"
              registration={form.register('from')}
              error={errors.from?.message}
            />
          )}
        </Col>
        <Col md={6}>
          <SelectField
            id="transfer-destination"
            label="To warehouse"
            error={errors.destination_warehouse_id?.message}
            disabled={!itemsEditable}
            {...form.register('destination_warehouse_id')}
            value={destinationId}
          >
            <option value="">Not chosen yet</option>
            {warehouseOptions}
          </SelectField>
          {destinationIsFc && (
            <SelectField
              id="transfer-fc"
              label="Fulfilment centre"
              error={errors.fulfillment_center_id?.message}
              hint="The FC the marketplace assigned this shipment to."
              {...form.register('fulfillment_center_id')}
              value={centerId}
            >
              <option value="">Not assigned yet</option>
              {(centers.data?.data ?? []).map((center) => (
                <option key={center.id} value={center.id}>
                  {center.name}
                  {center.country ? ` (${center.country.country_code})` : ''}
                </option>
              ))}
            </SelectField>
          )}
        </Col>
      </Row>
      <Row>
        <Col md={6}>
          <TextField
            label="Courier"
            id="transfer-courier"
            registration={form.register('courier')}
            error={errors.courier?.message}
          />
        </Col>
        <Col md={6}>
          <TextField
            label="Tracking number"
            id="transfer-tracking"
            registration={form.register('tracking_number')}
            error={errors.tracking_number?.message}
          />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <Form.Group className="mb-3" controlId="transfer-shipping-date">
            <Form.Label>Shipping date</Form.Label>
            <Form.Control
              type="date"
              isInvalid={errors.shipping_date !== undefined}
              {...form.register('shipping_date')}
            />
            <Form.Control.Feedback type="invalid">{errors.shipping_date?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group className="mb-3" controlId="transfer-shipping-days">
            <Form.Label>Days on the way</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              isInvalid={errors.shipping_days !== undefined}
              aria-describedby="transfer-expected-delivery"
              {...form.register('shipping_days')}
            />
            <Form.Control.Feedback type="invalid">{errors.shipping_days?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={4}>
          <div className="mb-3">
            <div className="form-label">Expected delivery</div>
            <div
              id="transfer-expected-delivery"
              className="py-2"
              data-testid="expected-delivery"
              aria-live="polite"
            >
              {expected ?? <span className="text-body-secondary">Once it has a shipping date</span>}
            </div>
          </div>
        </Col>
      </Row>
      <Row>
        <Col md={6}>
          <MoneyField
            id="transfer-cost"
            label="Shipping cost"
            amount={form.register('shipping_cost')}
            currency={form.register('shipping_cost_currency')}
            currentCurrency={defaultValues.shipping_cost_currency}
            error={errors.shipping_cost?.message}
            currencyError={errors.shipping_cost_currency?.message}
          />
        </Col>
      </Row>
      {itemsEditable ? (
        <TransferItemsEditor
          organisationUlid={organisationUlid}
          originUlid={origin?.ulid}
          suggestFor={
            origin && destination && origin.id !== destination.id
              ? { originId: origin.id, destinationId: destination.id }
              : undefined
          }
          control={form.control}
          register={form.register}
          errors={errors}
        />
      ) : (
        readOnlyItems
      )}
      <SubmitButton pending={isSubmitting} icon={Save}>
        Save transfer
      </SubmitButton>
    </Form>
  );
}
