import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { decodeShipmentFile, parseShipmentFile } from './shipment-file.domain.ts';

const header =
  'ShipmentId\tShipmentName\tShipmentStatus\tSellerSKU\tQuantityShipped\tQuantityReceived\tQuantityInCase';

function refusal(text: string): Record<string, string[]> {
  try {
    parseShipmentFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    return (error as AppError).errors ?? {};
  }
  throw new Error('the file was accepted');
}

describe('the inbound-shipment file', () => {
  it('groups the lines of a shipment into one with all its items, whatever the line ends', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = [
        header,
        'FBA15DJ9S3J5\tFBA (2/11/20) - 1\tSHIPPED\tCR-47K6-H6QN\t4\t0\t2',
        '',
        'FBA15DJ9S3J5\tFBA (2/11/20) - 1\tSHIPPED\tCR-99\t6\t\t',
        'fba15other\t\tReady To Ship\tCR-47K6-H6QN\t1\t\t',
      ].join(eol);
      expect(parseShipmentFile(text)).toEqual([
        {
          line: 2,
          request: {
            shipment_id: 'FBA15DJ9S3J5',
            name: 'FBA (2/11/20) - 1',
            status: 'SHIPPED',
            items: [
              {
                seller_sku: 'CR-47K6-H6QN',
                fulfillment_network_sku: null,
                quantity_shipped: 4,
                quantity_received: 0,
                quantity_in_case: 2,
              },
              {
                seller_sku: 'CR-99',
                fulfillment_network_sku: null,
                quantity_shipped: 6,
                quantity_in_case: null,
              },
            ],
          },
        },
        {
          line: 5,
          request: {
            shipment_id: 'FBA15OTHER',
            name: null,
            status: 'READY_TO_SHIP',
            items: [
              {
                seller_sku: 'CR-47K6-H6QN',
                fulfillment_network_sku: null,
                quantity_shipped: 1,
                quantity_in_case: null,
              },
            ],
          },
        },
      ]);
    }
  });

  it('reads ISO-8859-1 when the bytes are not UTF-8, and UTF-8 (without its BOM) when they are', () => {
    expect(decodeShipmentFile(Buffer.from('Café', 'latin1'))).toBe('Café');
    expect(decodeShipmentFile(Buffer.from('\uFEFFCafé 🧪', 'utf8'))).toBe('Café 🧪');
  });

  it('reports every bad line by line number and column, the header being line 1', () => {
    const errors = refusal(
      [
        header,
        'FBA1\tA\tWORKING\tS-1\t1\t\t',
        'FBA1\tB\tWORKING\tS-2\t-3\t\tx',
        'FBA1\tA\tWORKING\tS-1\t2\t\t',
        'FBA/2\tA\tGONE\t\t1\t\t',
      ].join('\n'),
    );
    expect(errors).toEqual({
      'rows.3.QuantityShipped': [expect.any(String)],
      'rows.3.QuantityInCase': [expect.any(String)],
      'rows.3.ShipmentName': ['Differs from the same shipment on row 2.'],
      'rows.4.SellerSKU': ['"S-1" is also on row 2.'],
      'rows.5.ShipmentId': [expect.any(String)],
      'rows.5.ShipmentStatus': [expect.any(String)],
      'rows.5.SellerSKU': [expect.any(String)],
    });
  });

  it('needs its columns by name and at least one row', () => {
    expect(
      refusal('ShipmentId,ShipmentStatus,SellerSKU,QuantityShipped\nFBA1,WORKING,S,1\n').file?.[0],
    ).toContain('Missing column(s)');
    expect(refusal(`${header}\n\n`).file).toEqual(['The file has no rows.']);
    expect(refusal('').file).toEqual(['The file is empty.']);
  });
});
