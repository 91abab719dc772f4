import { inviteRequestSchema, splitEmails } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { describeInviteIssues } from './invite-issues.ts';

function issuesFor(input: string) {
  const emails = splitEmails(input);
  const parsed = inviteRequestSchema.safeParse({ email: emails });
  return { emails, issues: parsed.success ? [] : parsed.error.issues };
}

describe('describeInviteIssues', () => {
  it('names the addresses that are not valid', () => {
    const { emails, issues } = issuesFor('ann@example.com, nope, bob@example.com,also-bad');
    expect(describeInviteIssues(emails, issues)).toBe('Not a valid email address: nope, also-bad');
  });

  it('says the field is required when only commas were typed', () => {
    const { emails, issues } = issuesFor(' , ,');
    expect(describeInviteIssues(emails, issues)).toBe('The email field is required.');
  });
});
