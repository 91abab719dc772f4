import { dataOf, type Import, importSchema } from '@backoffice/shared';
import { apiClient } from '../../../lib/api-client.ts';

const importResponse = dataOf(importSchema);

/** Uploads the file; the server answers 202 with the import it writes in the background. */
export async function uploadCsv(path: string, file: File): Promise<Import> {
  const body = new FormData();
  body.set('file', file);
  return importResponse.parse(await apiClient.post<unknown>(`${path}/import`, body)).data;
}

/** `…/organisations/<ulid>/products` → `…/organisations/<ulid>/imports/<id>`. */
export const importPath = (listPath: string, id: number): string =>
  `${listPath.replace(/\/[^/]+$/, '')}/imports/${id}`;

export async function getImport(listPath: string, id: number): Promise<Import> {
  return importResponse.parse(await apiClient.get<unknown>(importPath(listPath, id))).data;
}

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;
