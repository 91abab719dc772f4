import { normaliseCountry } from '../fields.ts';
import type { ReportSpec } from '../report-spec.ts';
import type { RestockRecommendationRow } from '../rows.ts';

// Header as Amazon's published schemas name it (sources in ../README.md). Older files stop after
// `Recommended ship date` and call the 24th column `Total Days of Supply`, which is then kept in
// `extra`: what the product uses (the recommendation, days of supply at Amazon) is in both.
const HEADER = [
  'Country',
  'Product Name',
  'FNSKU',
  'Merchant SKU',
  'ASIN',
  'Condition',
  'Supplier',
  'Supplier part no.',
  'Currency code',
  'Price',
  'Sales last 30 days',
  'Units Sold Last 30 Days',
  'Total Units',
  'Inbound',
  'Available',
  'FC transfer',
  'FC Processing',
  'Customer Order',
  'Unfulfillable',
  'Working',
  'Shipped',
  'Receiving',
  'Fulfilled by',
  'Total Days of Supply (including units from open shipments)',
  'Days of Supply at Amazon Fulfillment Network',
  'Alert',
  'Recommended replenishment qty',
  'Recommended ship date',
  'Recommended action',
  'Unit storage size',
] as const;

/** Days of supply are whole days in every file seen; a decimal one is rounded, not refused. */
const days = (value: number | null) => (value === null ? null : Math.round(value));

export const restockRecommendations: ReportSpec<RestockRecommendationRow> = {
  type: 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT',
  header: HEADER,
  required: ['Merchant SKU', 'Recommended replenishment qty'],
  quoted: false,
  read(cells) {
    const currency = cells.currency('Currency code');
    const country = cells.text('Country');
    return {
      // A code in Amazon's files (`US`, `UK`); some Seller Central downloads write the name.
      country: country && country.length === 2 ? normaliseCountry(country) : country,
      productName: cells.text('Product Name'),
      fnsku: cells.text('FNSKU'),
      sku: cells.text('Merchant SKU', 'required'),
      asin: cells.text('ASIN'),
      condition: cells.text('Condition'),
      supplier: cells.text('Supplier'),
      supplierPartNo: cells.text('Supplier part no.'),
      currency,
      // Amounts need the row's currency; a row without one keeps them out rather than failing.
      price: currency ? cells.money('Price', currency) : null,
      salesLast30Days: currency ? cells.money('Sales last 30 days', currency) : null,
      unitsSoldLast30Days: cells.count('Units Sold Last 30 Days'),
      totalUnits: cells.count('Total Units'),
      inbound: cells.count('Inbound'),
      available: cells.count('Available'),
      fcTransfer: cells.count('FC transfer'),
      fcProcessing: cells.count('FC Processing'),
      customerOrder: cells.count('Customer Order'),
      unfulfillable: cells.count('Unfulfillable'),
      working: cells.count('Working'),
      shipped: cells.count('Shipped'),
      receiving: cells.count('Receiving'),
      fulfilledBy: cells.text('Fulfilled by'),
      totalDaysOfSupply: days(cells.measure('Total Days of Supply (including units from open shipments)')),
      daysOfSupplyAtAmazon: days(cells.measure('Days of Supply at Amazon Fulfillment Network')),
      alert: cells.text('Alert'),
      recommendedReplenishmentQty: cells.count('Recommended replenishment qty'),
      recommendedShipDate: cells.calendarDate('Recommended ship date'),
      recommendedAction: cells.text('Recommended action'),
      unitStorageSize: cells.text('Unit storage size'),
      extra: cells.extra(),
    };
  },
};
