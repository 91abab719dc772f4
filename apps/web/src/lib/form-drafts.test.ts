import { describe, expect, it } from 'vitest';
import { changedFields, formDraftKey, withoutSecrets } from './form-drafts.ts';

describe('form drafts', () => {
  it('hold no password, token, secret or key, at any depth', () => {
    expect(
      withoutSecrets({
        name: 'Acme EU',
        password: 'hunter22',
        password_confirmation: 'hunter22',
        current_password: 'old',
        auth_token: 'amzn.mws.1',
        client_key: 'ck',
        client_secret: 'cs',
        lines: [{ sku: 'CR-1', api_key: 'k' }],
        monkey: 'kept',
      }),
    ).toEqual({ name: 'Acme EU', lines: [{ sku: 'CR-1' }], monkey: 'kept' });
  });

  it('hold no chosen file: sessionStorage could give back only an empty object', () => {
    const file = new File(['sku,quantity'], 'report.csv');
    expect(withoutSecrets({ report_type: 'orders', file })).toEqual({ report_type: 'orders' });
  });

  it('put back only the fields the user changed, a list of lines as one', () => {
    expect(
      changedFields({
        values: { name: 'Acme', warehouse_id: '', lines: [{ sku: 'CR-1' }, { sku: 'CR-2' }] },
        defaults: { name: '', warehouse_id: '', lines: [{ sku: 'CR-1' }] },
      }),
    ).toEqual({ name: 'Acme', lines: [{ sku: 'CR-1' }, { sku: 'CR-2' }] });
    expect(changedFields({ values: { name: '' }, defaults: { name: '' } })).toEqual({});
  });

  it('are kept per history entry, page, form and what the form started from', () => {
    const key = formDraftKey('k1', '/organisation/01J/sales-channels', 'sales-channel', { name: 'A' });
    expect(key).toMatch(/^stockroom\.form-draft:k1:\/organisation\/01J\/sales-channels:sales-channel:\w+$/);
    expect(formDraftKey('k1', '/organisation/01J/sales-channels', 'sales-channel', { name: 'B' })).not.toBe(
      key,
    );
    expect(formDraftKey('k1', '/organisation/01J/sales-channels', 'sales-channel', { name: 'A' })).toBe(key);
    // A password typed does not change which draft a form finds.
    expect(
      formDraftKey('k1', '/organisation/01J/sales-channels', 'sales-channel', { name: 'A', password: 'x' }),
    ).toBe(key);
  });
});
