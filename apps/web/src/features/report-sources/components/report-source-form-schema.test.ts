import { describe, expect, it } from 'vitest';
import {
  createReportSourceBody,
  reportSourceFormSchema,
  reportSourceFormValues,
  secretValue,
  updateReportSourceBody,
} from './report-source-form-schema.ts';

const typed = (patch: Partial<ReturnType<typeof reportSourceFormValues>>) =>
  reportSourceFormSchema.parse({ ...reportSourceFormValues(), name: 'Amazon EU', ...patch });

describe('secretValue', () => {
  it('sends typed text, null when cleared, and nothing when untouched', () => {
    expect(secretValue('abc', false)).toBe('abc');
    expect(secretValue('', true)).toBeNull();
    expect(secretValue('', false)).toBeUndefined();
  });

  it('lets newly typed text win over an earlier clear', () => {
    expect(secretValue('new', true)).toBe('new');
  });
});

describe('updateReportSourceBody', () => {
  it('leaves untouched secrets out of the body, so the server keeps them', () => {
    const body = updateReportSourceBody(typed({}), new Set());
    expect(body).toEqual({ name: 'Amazon EU', type: 'amazon', has_daily_sync: true });
    expect('auth_token' in body).toBe(false);
  });

  it('sends what was typed and null for what was cleared', () => {
    const body = updateReportSourceBody(
      typed({ client_key: '  key-1 ' }),
      new Set(['client_secret'] as const),
    );
    expect(body).toEqual({
      name: 'Amazon EU',
      type: 'amazon',
      has_daily_sync: true,
      client_key: 'key-1',
      client_secret: null,
    });
  });

  it('never sends the create-only fields', () => {
    const body = updateReportSourceBody(typed({ region_code: 'EU', seller_partner_id: 'A1' }), new Set());
    expect(body).not.toHaveProperty('region_code');
    expect(body).not.toHaveProperty('seller_partner_id');
  });
});

describe('createReportSourceBody', () => {
  it('sends region, seller id and only the typed secrets', () => {
    const body = createReportSourceBody(typed({ region_code: 'EU', seller_partner_id: '', auth_token: 't' }));
    expect(body).toEqual({
      name: 'Amazon EU',
      type: 'amazon',
      region_code: 'EU',
      seller_partner_id: null,
      has_daily_sync: true,
      auth_token: 't',
    });
  });
});
