import type { Api, SeededOrganisation } from './fixtures.ts';

type Created = { data: { id: number } };

/** One record of each kind a route's :id or :ulid can name, so those screens show a real record. */
export interface SeededRecords {
  productId: number;
  skuId: number;
  supplierId: number;
  warehouseUlid: string;
  fulfillmentCenterId: number;
  salesChannelId: number;
  reportSourceId: number;
  purchaseOrderId: number;
  transferId: number;
}

/**
 * A small organisation with real records: a product with a SKU that has stock history in a
 * warehouse (two adjustments, so the product's chart has a line to draw), a supplier, a sales
 * channel, a report source, a fulfillment center, a draft purchase order and a draft transfer.
 */
export async function seedRecords(api: Api, organisation: SeededOrganisation): Promise<SeededRecords> {
  const at = organisation.apiPath;
  const { data: product } = await api.post<Created>(`${at}/products`, { name: 'Trail Running Vest' });
  const { data: sku } = await api.post<Created>(`${at}/skus`, {
    sku_id: 'VEST-BLUE-M',
    asin: 'B0VESTBLUE',
    product_id: product.id,
  });
  const { data: supplier } = await api.post<Created>(`${at}/suppliers`, { name: 'Alpine Textiles' });
  const { data: warehouse } = await api.post<{ data: { id: number; ulid: string } }>(`${at}/warehouses`, {
    name: 'Main Warehouse',
  });
  for (const [quantity, reason] of [
    [120, 'Opening count'],
    [-35, 'Sold at a fair'],
  ] as const) {
    await api.post(`${at}/warehouses/${warehouse.ulid}/adjustments`, { sku_id: sku.id, quantity, reason });
  }
  const { data: salesChannel } = await api.post<Created>(`${at}/sales-channels`, {
    name: 'Own web shop',
    type: 'website',
  });
  const { data: reportSource } = await api.post<Created>(`${at}/report-sources`, {
    name: 'Manual uploads',
    type: 'manual',
  });
  const centers = await api.get<{ data: { id: number }[] }>(`${at}/fulfillment-centers`);
  const center =
    centers.data[0] ?? (await api.post<Created>(`${at}/fulfillment-centers`, { name: 'LTN1' })).data;
  const { data: purchaseOrder } = await api.post<Created>(`${at}/purchase-orders`, {
    supplier_id: supplier.id,
    warehouse_id: warehouse.id,
    reference: 'ALP-2026-01',
    lines: [{ sku_id: sku.id, quantity: 60, unit_cost: '18.40', quantity_in_case: 12 }],
  });
  // A draft out of the warehouse with one item: its screens show the items editor and origin stock.
  const { data: transfer } = await api.post<Created>(`${at}/transfers`, {
    name: 'Spring restock',
    outgoing_warehouse_id: warehouse.id,
    courier: 'DHL Express',
    tracking_number: 'JD014600003828371234',
    items: [
      { ulid: '01jq0000000000000000000001', sku_id: sku.id, quantity_shipped: 24, quantity_in_case: 12 },
    ],
  });
  return {
    productId: product.id,
    skuId: sku.id,
    supplierId: supplier.id,
    warehouseUlid: warehouse.ulid,
    fulfillmentCenterId: center.id,
    salesChannelId: salesChannel.id,
    reportSourceId: reportSource.id,
    purchaseOrderId: purchaseOrder.id,
    transferId: transfer.id,
  };
}
