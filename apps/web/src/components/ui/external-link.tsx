import { isWebUrl } from '@backoffice/shared';
import type { ReactNode } from 'react';

/**
 * A link out of the app to an address from user data (a transfer's destination_url): opened in a
 * new tab that gets no handle on this one (`noopener`) and no referrer. An address that is not an
 * absolute http(s) URL (`javascript:`, `data:`, a row stored before the API checked) is no link
 * at all: its children show as plain text.
 */
export function ExternalLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  if (!isWebUrl(href)) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
