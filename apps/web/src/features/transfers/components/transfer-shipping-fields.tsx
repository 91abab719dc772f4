import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { MoneyField } from '../../../components/forms/money-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { TransferFormOutput, TransferFormValues } from './transfer-form-schema.ts';

/** How and when the transfer ships: courier, tracking, date, days on the way and cost. */
export function TransferShippingFields({
  form,
  expected,
  currentCurrency,
}: {
  form: UseFormReturn<TransferFormValues, unknown, TransferFormOutput>;
  /** The expected delivery as the server computes it, once there is a shipping date. */
  expected: string | null;
  currentCurrency: TransferFormValues['shipping_cost_currency'];
}) {
  const { errors } = form.formState;
  return (
    <>
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
            currentCurrency={currentCurrency}
            error={errors.shipping_cost?.message}
            currencyError={errors.shipping_cost_currency?.message}
          />
        </Col>
      </Row>
    </>
  );
}
