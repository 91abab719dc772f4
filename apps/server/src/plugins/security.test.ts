import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

describe('security headers', () => {
  it('come with API answers, errors included, and forbid framing, sniffing and foreign scripts', async () => {
    for (const path of ['/api/health', '/api/users/me', '/api/no-such-route']) {
      const { headers } = await server.client().get(path);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
