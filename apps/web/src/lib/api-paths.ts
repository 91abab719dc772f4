/** An organisation's API path: `/api/organisations/<ulid>/<segments…>`, each part URL-encoded. */
export function organisationApiPath(organisationUlid: string, ...segments: (string | number)[]): string {
  return ['/api/organisations', organisationUlid, ...segments]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(String(part))))
    .join('/');
}
