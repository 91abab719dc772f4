export function salesChannelsPath(organisation: string, id?: number): string {
  const base = `/api/organisations/${encodeURIComponent(organisation)}/sales-channels`;
  return id === undefined ? base : `${base}/${id}`;
}
