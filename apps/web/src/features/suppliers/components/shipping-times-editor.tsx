import { type Country, REGION_CODES } from '@backoffice/shared';
import { Plus } from 'lucide-react';
import { Button, Form, Table } from 'react-bootstrap';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { newShippingTimeRow, REGION_NAMES, type SupplierFormInput } from './shipping-times.ts';

/**
 * Shipping times from the supplier by destination country or region (spec section 3: the lookup
 * tries the destination's country, then its region). Each row: type, code, days.
 */
export function ShippingTimesEditor({
  form,
  countries,
  countriesFailed,
}: {
  form: UseFormReturn<SupplierFormInput, unknown, unknown>;
  countries: readonly Country[];
  /** The country list could not be loaded: regions only, said below the rows. */
  countriesFailed: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'shipping_times' });
  const rows = useWatch({ control: form.control, name: 'shipping_times' }) ?? [];
  const errors = form.formState.errors.shipping_times;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="mb-3" aria-describedby="shipping-times-hint">
      <legend className="form-label fs-6 mb-1">Shipping times</legend>
      <p id="shipping-times-hint" className="small text-body-secondary mb-2">
        Days from this supplier to a destination country, or to a whole region when no country matches.
      </p>
      {fields.length > 0 && (
        <Table size="sm" className="align-top mb-2 app-stack-table" aria-label="Shipping times">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Country or region</th>
              <th scope="col">Days</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const rowErrors = errors?.[index];
              const type = rows[index]?.type ?? 'country';
              const label = `Shipping time ${index + 1}`;
              return (
                <tr key={field.id} data-testid="shipping-time-row">
                  {/* data-label names the field when the row stacks on a phone (app-stack-table). */}
                  <td data-label="Type">
                    <Form.Select
                      aria-label={`${label} type`}
                      isInvalid={rowErrors?.type !== undefined}
                      {...form.register(`shipping_times.${index}.type`, {
                        onChange: () => form.setValue(`shipping_times.${index}.code`, ''),
                      })}
                    >
                      <option value="country">Country</option>
                      <option value="region">Region</option>
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{rowErrors?.type?.message}</Form.Control.Feedback>
                  </td>
                  <td data-label="Country or region" className="app-stack-full">
                    <Form.Select
                      aria-label={`${label} code`}
                      isInvalid={rowErrors?.code !== undefined}
                      {...form.register(`shipping_times.${index}.code`)}
                    >
                      <option value="">Choose…</option>
                      {type === 'region'
                        ? REGION_CODES.map((code) => (
                            <option key={code} value={code}>
                              {REGION_NAMES[code]} ({code})
                            </option>
                          ))
                        : countries.map((country) => (
                            <option key={country.id} value={country.country_code}>
                              {country.name} ({country.country_code})
                            </option>
                          ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{rowErrors?.code?.message}</Form.Control.Feedback>
                  </td>
                  <td data-label="Days" style={{ maxWidth: '7rem' }}>
                    <Form.Control
                      type="text"
                      inputMode="numeric"
                      aria-label={`${label} days`}
                      isInvalid={rowErrors?.days !== undefined}
                      {...form.register(`shipping_times.${index}.days`)}
                    />
                    <Form.Control.Feedback type="invalid">{rowErrors?.days?.message}</Form.Control.Feedback>
                  </td>
                  <td className="text-end app-stack-end">
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${label.toLowerCase()}`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {countriesFailed && (
        <p className="small text-danger mb-2">The country list could not be loaded; regions still work.</p>
      )}
      {listError && <p className="small text-danger mb-2">{listError}</p>}
      <Button variant="outline-secondary" size="sm" onClick={() => append(newShippingTimeRow())}>
        <Plus aria-hidden="true" />
        Add shipping time
      </Button>
    </fieldset>
  );
}
