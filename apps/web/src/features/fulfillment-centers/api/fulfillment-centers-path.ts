export function fulfillmentCentersPath(organisation: string, id?: number): string {
  const base = `/api/organisations/${encodeURIComponent(organisation)}/fulfillment-centers`;
  return id === undefined ? base : `${base}/${id}`;
}
