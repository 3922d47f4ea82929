import { spawnApi } from '@vs/composition/testing';
import { describe, expect, it } from 'vitest';

describe('the API process at start', () => {
  it('warns that mail is only captured on a public URL without SMTP, and stops without Chromium when it renders PDFs', async () => {
    const api = await spawnApi({
      PUBLIC_URL: 'https://values.example.com',
      CHROMIUM_PATH: '/nonexistent/chromium',
      LOG_LEVEL: 'warn',
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('SMTP_URL is not set: no email leaves this server');
    expect(api.output()).toContain('CHROMIUM_PATH=/nonexistent/chromium is missing or not executable');
    expect(api.output()).not.toMatch(/^\s+at /m);
  });
});
