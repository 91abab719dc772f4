/** What of a shipment moves Amazon's inbound figures (working, shipped, receiving, received). */
export interface InboundFigures {
  status: string;
  totalShipped: number;
  totalReceived: number;
}

/**
 * Whether a marketplace shipment's write changed what Amazon counts as inbound: a new shipment, a
 * new status (WORKING → SHIPPED → RECEIVING → CLOSED moves units between Amazon's inbound
 * figures and into fulfillable), or units shipped or received. A rename or a setting does not.
 */
export function inboundFiguresChanged(before: InboundFigures | undefined, after: InboundFigures): boolean {
  return (
    !before ||
    before.status !== after.status ||
    before.totalShipped !== after.totalShipped ||
    before.totalReceived !== after.totalReceived
  );
}
