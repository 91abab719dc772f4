import { describe, expect, it } from 'vitest';
import { MAX_TRANSFER_ITEMS, planTransfersUnderWay } from './demo-transfers-under-way.domain.ts';
import { isoDate, type ShipmentUnderWay } from './stock-simulation.domain.ts';

const monday = 20_570; // 2026-04-27
const shipment = (warehouse: string, shipDay: number, quantity: number, transit = 6): ShipmentUnderWay => ({
  warehouse,
  shipDay,
  expectedDay: shipDay + transit,
  arrivalDay: shipDay + transit + 1,
  quantity,
  sourceId: `TR-${isoDate(shipDay)}-${warehouse}`,
});

describe("the simulated seller's transfers under way as documents", () => {
  it('are one transfer per FBA warehouse and shipping day, from its hub, expected with its slowest item', () => {
    const transfers = planTransfersUnderWay(
      new Map([
        [0, [shipment('fba-us', monday - 7, 30, 8), shipment('fba-us', monday, 12, 5)]],
        [1, [shipment('fba-us', monday, 40, 7), shipment('fba-ca', monday, 9, 10)]],
        [2, [shipment('fba-uk', monday, 5, 4)]],
      ]),
      isoDate,
    );
    expect(transfers).toEqual([
      {
        name: `FBA US weekly ${isoDate(monday - 7)}`,
        from: 'own',
        to: 'fba-us',
        shipDay: monday - 7,
        shippingDays: 8,
        items: [{ sku: 0, quantity: 30 }],
      },
      {
        name: `FBA CA weekly ${isoDate(monday)}`,
        from: 'own',
        to: 'fba-ca',
        shipDay: monday,
        shippingDays: 10,
        items: [{ sku: 1, quantity: 9 }],
      },
      {
        name: `FBA UK weekly ${isoDate(monday)}`,
        from: '3pl',
        to: 'fba-uk',
        shipDay: monday,
        shippingDays: 4,
        items: [{ sku: 2, quantity: 5 }],
      },
      {
        name: `FBA US weekly ${isoDate(monday)}`,
        from: 'own',
        to: 'fba-us',
        shipDay: monday,
        shippingDays: 7,
        items: [
          { sku: 0, quantity: 12 },
          { sku: 1, quantity: 40 },
        ],
      },
    ]);
  });

  it('splits a shipment of more SKUs than a transfer holds', () => {
    const many = new Map(
      Array.from({ length: MAX_TRANSFER_ITEMS + 5 }, (_, sku) => [sku, [shipment('fba-eu', monday, 1)]]),
    );
    const transfers = planTransfersUnderWay(many, isoDate);
    expect(transfers.map((transfer) => [transfer.name, transfer.items.length])).toEqual([
      [`FBA EU weekly ${isoDate(monday)} (1 of 2)`, MAX_TRANSFER_ITEMS],
      [`FBA EU weekly ${isoDate(monday)} (2 of 2)`, 5],
    ]);
  });
});
