import type { Warehouse } from '@backoffice/shared';
import { Col, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { TransferPlaces } from '../hooks/use-transfer-places.ts';
import type { TransferFormOutput, TransferFormValues } from './transfer-form-schema.ts';

/** Where the transfer leaves from and goes to; an FBA destination also names its fulfilment centre. */
export function TransferPlacesFields({
  form,
  warehouses,
  places,
  itemsEditable,
}: {
  form: UseFormReturn<TransferFormValues, unknown, TransferFormOutput>;
  warehouses: readonly Warehouse[];
  places: TransferPlaces;
  itemsEditable: boolean;
}) {
  const { errors } = form.formState;
  // The selects show the form's value (`value=`): their options load after the form, and a native
  // select given a value before it has that option would show its first one instead.
  const warehouseOptions = warehouses.map((warehouse) => (
    <option key={warehouse.id} value={warehouse.id}>
      {warehouse.name}
      {warehouse.is_fulfillment_center ? ' (fulfilment centre)' : ''}
    </option>
  ));
  return (
    <Row>
      <Col md={6}>
        <SelectField
          id="transfer-origin"
          label="From warehouse"
          error={errors.outgoing_warehouse_id?.message}
          disabled={!itemsEditable}
          hint={itemsEditable ? undefined : 'Shipped: the stock has left this warehouse.'}
          registration={form.register('outgoing_warehouse_id')}
          value={places.originId}
        >
          <option value="">Not one of my warehouses</option>
          {warehouseOptions}
        </SelectField>
        {!places.origin && itemsEditable && (
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
          registration={form.register('destination_warehouse_id')}
          value={places.destinationId}
        >
          <option value="">Not chosen yet</option>
          {warehouseOptions}
        </SelectField>
        {places.destinationIsFc && (
          <SelectField
            id="transfer-fc"
            label="Fulfilment centre"
            error={errors.fulfillment_center_id?.message}
            hint="The FC the marketplace assigned this shipment to."
            registration={form.register('fulfillment_center_id')}
            value={places.centerId}
          >
            <option value="">Not assigned yet</option>
            {places.centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
                {center.country ? ` (${center.country.country_code})` : ''}
              </option>
            ))}
          </SelectField>
        )}
      </Col>
    </Row>
  );
}
