import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type { PurchaseOrderFormOptions } from '../hooks/use-purchase-order-form-options.ts';
import type { PurchaseOrderFormInput, PurchaseOrderFormOutput } from './purchase-order-form-schema.ts';

/** The order's supplier, destination, date and reference, with the expected dates beside them. */
export function PurchaseOrderHeaderFields({
  form,
  options,
  dates,
  onPartiesChange,
}: {
  form: UseFormReturn<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>;
  options: Pick<PurchaseOrderFormOptions, 'suppliers' | 'warehouses'>;
  dates: { ready: string; arrival: string } | undefined;
  onPartiesChange: () => void;
}) {
  const { errors } = form.formState;
  return (
    <Row className="g-3 mb-3">
      <Col md={6}>
        <Form.Group controlId="po-supplier">
          <Form.Label>Supplier</Form.Label>
          <Form.Select
            isInvalid={errors.supplier_id !== undefined}
            {...form.register('supplier_id', { onChange: onPartiesChange })}
          >
            <option value="">Choose a supplier</option>
            {options.suppliers.map((supplier) => (
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
            {...form.register('warehouse_id', { onChange: onPartiesChange })}
          >
            <option value="">Choose a warehouse</option>
            {options.warehouses.map((warehouse) => (
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
  );
}
