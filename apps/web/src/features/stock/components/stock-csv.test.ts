import type { StockRow } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { stockCsv } from './stock-csv.ts';

const row = {
  sku: { id: 1, sku_id: 'MUG-1', display_name: 'Mug, "blue"', product_id: 1 },
  stock: 160,
  warehouses: [
    { warehouse_id: 1, quantity: 120 },
    { warehouse_id: 2, quantity: 40 },
  ],
  status: 'reorder_soon',
  in_transit: 24,
  on_order: 0,
  daily_demand: 1.5,
  sold_30d: 45,
  sell_through: 0.22,
  days_of_cover: 106,
  out_of_stock_date: '2026-09-01',
  reorder_date: '2026-07-15',
  recommended_order_quantity: 0,
  aged_units: null,
  excess_units: 30,
  short_units: 0,
  stock_value: '672.00',
  money_at_risk: '1234.50',
  currency: 'USD',
  generated_at: null,
} satisfies StockRow;

describe('stockCsv', () => {
  it('writes the shown rows under a header line, quoting cells that need it and leaving unknowns empty', () => {
    const csv = stockCsv(
      [row],
      new Map([
        [1, 'FBA US'],
        [2, 'Depot'],
      ]),
    );
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(
      'sku_id,name,status,stock,warehouses,in_transit,on_order,units_per_day,days_of_cover,reorder_date,sell_through,aged_units,excess_units,money_at_risk,currency',
    );
    expect(line).toBe(
      'MUG-1,"Mug, ""blue""",Reorder soon,160,FBA US 120 · Depot 40,24,0,1.5,106,2026-07-15,0.22,,30,1234.50,USD',
    );
    expect(end).toBe('');
  });
});
