import {
  INT4_MAX,
  LABEL_PREP_TYPES,
  type LabelPrepType,
  SHIPMENT_FILE_COLUMNS,
  SHIPMENT_ID_PATTERN,
  SHIPMENT_STATUSES,
  type ShipmentRequest,
  type ShipmentStatus,
} from '@backoffice/shared';
import { fieldError, validationFailed } from '../../lib/app-error.ts';
import { CSV_MAX_ROWS } from '../../lib/csv.ts';
import { CsvRowErrors, repeatedKey } from '../../lib/csv-import.ts';

// Amazon's inbound-shipment file (contracts/shipments.ts SHIPMENT_FILE_COLUMNS): tab-separated,
// a header line, one line per item. Flat files come as UTF-8 or ISO-8859-1, with \n or \r\n
// (Amazon does not say which), and are parsed by header name, not position (integrations/amazon/
// reports/README.md).

type Column = (typeof SHIPMENT_FILE_COLUMNS)['required' | 'optional'][number];

/** Header names as written in the wild, reduced to letters and digits, lower-case. */
const ALIASES: Record<string, Column> = {
  shipmentid: 'ShipmentId',
  shipmentname: 'ShipmentName',
  shipmentstatus: 'ShipmentStatus',
  status: 'ShipmentStatus',
  destinationfulfillmentcenterid: 'DestinationFulfillmentCenterId',
  destinationfulfillmentcenter: 'DestinationFulfillmentCenterId',
  labelpreptype: 'LabelPrepType',
  arecasesrequired: 'AreCasesRequired',
  sellersku: 'SellerSKU',
  merchantsku: 'SellerSKU',
  msku: 'SellerSKU',
  sku: 'SellerSKU',
  fulfillmentnetworksku: 'FulfillmentNetworkSKU',
  fnsku: 'FulfillmentNetworkSKU',
  quantityshipped: 'QuantityShipped',
  quantityreceived: 'QuantityReceived',
  quantityincase: 'QuantityInCase',
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The text of an upload: UTF-8 when it is valid UTF-8, else ISO-8859-1; without a BOM. */
export function decodeShipmentFile(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** A cell without the quotes some exports put around every field (the ledger reports do). */
const unquote = (cell: string) => {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

export interface ParsedShipment {
  /** The first line of the file the shipment is on. */
  line: number;
  request: ShipmentRequest & { shipment_id: string; status: ShipmentStatus };
}

/**
 * The shipments of a file, each with all its items: every line checked first, and any problem
 * fails the whole file (422, errors keyed `rows.<line>.<column>`, the header being line 1).
 */
export function parseShipmentFile(text: string): ParsedShipment[] {
  const lines = text.split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex === -1) throw validationFailed({ file: ['The file is empty.'] });
  const header = (lines[headerIndex] ?? '').split('\t').map((name) => ALIASES[normalise(unquote(name))]);
  const missing = SHIPMENT_FILE_COLUMNS.required.filter((column) => !header.includes(column));
  if (missing.length)
    throw validationFailed({
      file: [
        `Missing column(s): ${missing.join(', ')}. The file must be tab-separated with a header line such as ${SHIPMENT_FILE_COLUMNS.required.join(', ')}.`,
      ],
    });

  const errors = new CsvRowErrors();
  const byId = new Map<string, ParsedShipment>();
  const firstLineOfItem = new Map<string, number>();
  let rows = 0;
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    rows += 1;
    if (rows > CSV_MAX_ROWS) throw validationFailed({ file: [`At most ${CSV_MAX_ROWS} rows at once.`] });
    const line = index + 1;
    const cells = raw.split('\t').map(unquote);
    const cell = (column: Column): string => {
      const at = header.indexOf(column);
      return at === -1 ? '' : (cells[at] ?? '');
    };
    const report = (column: Column, message: string) =>
      errors.add(line, fieldError('shipments.file_invalid', column, message));
    if (cells.some((value) => value.includes('\u0000'))) {
      errors.add(line, fieldError('shipments.file_invalid', 'row', 'The row contains a NUL character.'));
      continue;
    }

    const shipmentId = cell('ShipmentId').toUpperCase();
    if (!shipmentId) report('ShipmentId', 'The shipment id is required.');
    else if (!SHIPMENT_ID_PATTERN.test(shipmentId))
      report('ShipmentId', 'The shipment id must be letters and digits, such as FBA15ABCD1234.');
    const status = cell('ShipmentStatus')
      .toUpperCase()
      .replace(/[\s-]+/g, '_') as ShipmentStatus;
    if (!SHIPMENT_STATUSES.includes(status))
      report('ShipmentStatus', `The status must be one of ${SHIPMENT_STATUSES.join(', ')}.`);
    const sellerSku = cell('SellerSKU');
    if (!sellerSku) report('SellerSKU', 'The seller SKU is required.');
    else if (sellerSku.length > 255)
      report('SellerSKU', 'The seller SKU must not be greater than 255 characters.');
    const quantity = (column: Column, { optional }: { optional: boolean }) => {
      const value = cell(column);
      if (value === '') {
        if (!optional) report(column, 'The quantity is required.');
        return undefined;
      }
      if (!/^\d{1,10}$/.test(value) || Number(value) > INT4_MAX) {
        report(column, 'The quantity must be a whole number of at least 0.');
        return undefined;
      }
      return Number(value);
    };
    const shipped = quantity('QuantityShipped', { optional: false });
    const received = quantity('QuantityReceived', { optional: true });
    const inCase = quantity('QuantityInCase', { optional: true });
    const labelPrep = cell('LabelPrepType').toUpperCase();
    if (labelPrep && !LABEL_PREP_TYPES.includes(labelPrep as LabelPrepType))
      report('LabelPrepType', `The label prep type must be one of ${LABEL_PREP_TYPES.join(', ')}.`);
    const casesText = cell('AreCasesRequired').toLowerCase();
    const cases = ['true', 'yes', 'y', '1'].includes(casesText)
      ? true
      : ['false', 'no', 'n', '0'].includes(casesText)
        ? false
        : null;
    if (casesText && cases === null) report('AreCasesRequired', 'Write true or false.');
    const name = cell('ShipmentName');
    if (name.length > 255)
      report('ShipmentName', 'The shipment name must not be greater than 255 characters.');
    const centre = cell('DestinationFulfillmentCenterId').toUpperCase();
    if (centre.length > 20)
      report('DestinationFulfillmentCenterId', 'The centre code must not be greater than 20 characters.');
    const networkSku = cell('FulfillmentNetworkSKU');
    if (networkSku.length > 50)
      report('FulfillmentNetworkSKU', 'The FNSKU must not be greater than 50 characters.');
    // The shipment's own fields are repeated on each of its lines: they must agree.
    const earlier = byId.get(shipmentId);
    if (earlier) {
      const differs = (column: Column, value: unknown, stored: unknown) => {
        if (value !== stored) report(column, `Differs from the same shipment on row ${earlier.line}.`);
      };
      if (SHIPMENT_STATUSES.includes(status)) differs('ShipmentStatus', status, earlier.request.status);
      differs('ShipmentName', name || null, earlier.request.name ?? null);
      differs(
        'DestinationFulfillmentCenterId',
        centre || null,
        earlier.request.destination_fulfillment_center ?? null,
      );
    }
    if (!shipmentId || !SHIPMENT_ID_PATTERN.test(shipmentId) || !sellerSku || shipped === undefined) continue;

    const itemKey = `${shipmentId}\t${sellerSku}`;
    const itemLine = firstLineOfItem.get(itemKey);
    if (itemLine !== undefined) {
      errors.add(line, repeatedKey('SellerSKU', sellerSku, itemLine));
      continue;
    }
    firstLineOfItem.set(itemKey, line);
    const item = {
      seller_sku: sellerSku,
      fulfillment_network_sku: networkSku || null,
      quantity_shipped: shipped,
      ...(received !== undefined ? { quantity_received: received } : {}),
      quantity_in_case: inCase ?? null,
    };
    const known = byId.get(shipmentId);
    if (!known) {
      byId.set(shipmentId, {
        line,
        request: {
          shipment_id: shipmentId,
          status,
          // A column the file does not have keeps what is stored; an empty cell clears it.
          ...(header.includes('ShipmentName') ? { name: name || null } : {}),
          ...(header.includes('DestinationFulfillmentCenterId')
            ? { destination_fulfillment_center: centre || null }
            : {}),
          ...(labelPrep ? { label_prep_type: labelPrep as LabelPrepType } : {}),
          ...(cases !== null ? { are_cases_required: cases } : {}),
          items: [item],
        },
      });
      continue;
    }
    known.request.items?.push(item);
  }
  errors.throwIfAny();
  if (byId.size === 0) throw validationFailed({ file: ['The file has no rows.'] });
  return [...byId.values()];
}
