/**
 * The web app's runtime settings (the Sentry DSN, decision 11) reach it as `<meta>` tags the
 * server writes into index.html as it serves it: nothing is baked into the build, and no inline
 * script is needed (the CSP allows none). The web app reads them with `document.querySelector`.
 */
export function withMetaTags(html: string, meta: Record<string, string>): string {
  const tags = Object.entries(meta)
    .map(
      ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
    )
    .join('\n    ');
  if (!tags) return html;
  // Right after <head>: before the module script, so the settings are there when it runs.
  return html.replace(/<head>/i, (head) => `${head}\n    ${tags}`);
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
