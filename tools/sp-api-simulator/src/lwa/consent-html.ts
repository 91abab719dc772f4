import { escapeHtml } from '../http/send.ts';
import type { SimulatorSeller } from '../types.ts';
import type { SellerCentralSite } from './seller-central-sites.ts';

/** The pages of the consent flow: plain HTML, a real form, nothing that needs a script. */

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;line-height:1.5}label,select,button{display:block;margin:.5rem 0}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function consentPage(input: {
  site: SellerCentralSite;
  applicationId: string;
  state: string;
  redirectUri: string;
  version: string | null;
  sellers: readonly SimulatorSeller[];
}): string {
  const options = input.sellers
    .map(
      (seller, index) =>
        `<option value="${escapeHtml(seller.sellingPartnerId)}"${index === 0 ? ' selected' : ''}>${escapeHtml(
          `${seller.name} (${seller.sellingPartnerId}, ${seller.region.toUpperCase()})`,
        )}</option>`,
    )
    .join('\n');
  if (input.sellers.length === 0)
    return page(
      'Sign in',
      `<h1>Sign in</h1>\n<p>No seller account of the simulator is registered on ${escapeHtml(input.site.host)}.</p>`,
    );
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Authorize application',
    `<h1>Authorize application</h1>
<p>The application <strong>${escapeHtml(input.applicationId)}</strong> asks for access to your selling account.
Amazon Seller Central (simulated): <strong data-site="${escapeHtml(input.site.host)}">${escapeHtml(input.site.host)}</strong>,
${escapeHtml(input.site.region.toUpperCase())} region (${escapeHtml(input.site.countryCodes.join(', '))}).</p>
<form method="post" action="/${escapeHtml(input.site.host)}/apps/authorize/consent">
${hidden('application_id', input.applicationId)}
${hidden('state', input.state)}
${hidden('redirect_uri', input.redirectUri)}
${input.version ? hidden('version', input.version) : ''}
<label for="selling_partner_id">Sign in as</label>
<select id="selling_partner_id" name="selling_partner_id">
${options}
</select>
<button type="submit">Confirm</button>
</form>`,
  );
}

export function consentErrorPage(message: string): string {
  return page('Authorization error', `<h1>Authorization error</h1>\n<p>${escapeHtml(message)}</p>`);
}
