import type { AmazonConnectRequest, AmazonConnectResponse } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { amazonConnectPaths } from '../amazon-connect-paths.ts';

export interface StartAmazonConnectInput {
  organisationUlid: string;
  body: AmazonConnectRequest;
}

/** Asks for the consent link; nothing is stored until Amazon sends the seller back. */
export async function startAmazonConnect({
  organisationUlid,
  body,
}: StartAmazonConnectInput): Promise<AmazonConnectResponse['data']> {
  const response = await apiClient.post<AmazonConnectResponse>(
    amazonConnectPaths.connect(organisationUlid),
    body,
  );
  return response.data;
}

export function useStartAmazonConnect(
  config: MutationConfig<StartAmazonConnectInput, AmazonConnectResponse['data']> = {},
) {
  return useMutation({ ...config, mutationFn: startAmazonConnect });
}
