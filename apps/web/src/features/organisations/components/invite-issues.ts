/** Names the addresses that failed, which a message per list index ("email.2") would not. */
export function describeInviteIssues(
  emails: readonly string[],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  const invalid = issues
    .map((issue) => (typeof issue.path[1] === 'number' ? emails[issue.path[1]] : undefined))
    .filter((email): email is string => email !== undefined);
  if (invalid.length > 0) return `Not a valid email address: ${[...new Set(invalid)].join(', ')}`;
  return [...new Set(issues.map((issue) => issue.message))].join(', ');
}
