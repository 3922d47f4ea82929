import { ORIGINAL_VALUES } from '@vs/domain';
import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { updateUser } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

interface CatalogueValue {
  readonly originalIndex: number;
  readonly value: string;
  readonly definition: string;
}

describe('GET /api/values', () => {
  it('gives the catalogue of the language asked for, in the spec order, to anyone', async () => {
    const { anonymous } = await createTestApp();
    const response = await anonymous.request<CatalogueValue[]>('GET', '/api/values?lang=de');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Language')).toBe('de');
    expect(response.body).toHaveLength(ORIGINAL_VALUES.length);
    expect(response.body.map((v) => v.originalIndex)).toEqual(ORIGINAL_VALUES.map((_, i) => i));
    expect(response.body[99]).toEqual({
      originalIndex: 99,
      value: 'Weisheit',
      definition: 'Erfahrung und Einsicht mit gutem Urteilsvermögen anwenden.',
    });
  });

  it('gives English as the spec words it, and Arabic, whoever asks', async () => {
    const { clients } = await createTestApp();
    const { participant, guide } = await clients();
    const english = await participant.request<CatalogueValue[]>('GET', '/api/values?lang=en');
    expect(english.body.map((v) => v.value)).toEqual(ORIGINAL_VALUES);
    const arabic = await guide.request<CatalogueValue[]>('GET', '/api/values?lang=ar');
    expect(arabic.body[0]?.value).toBe('الوفرة');
  });

  it("without lang: the signed-in person's own language, else the browser's, else English", async () => {
    const { anonymous, deps, cast, signIn } = await createTestApp();
    const browser = await anonymous.open('/api/values', { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(browser.headers.get('Content-Language')).toBe('fr');
    expect(((await browser.json()) as CatalogueValue[])[0]?.value).toBe('Abondance');
    expect(
      (await anonymous.open('/api/values', { 'Accept-Language': 'ja' })).headers.get('Content-Language'),
    ).toBe('en');
    await updateUser(deps.store, cast.participant.uid, { language: 'nl' });
    const participant = await signIn(cast.participant);
    const own = await participant.open('/api/values', { 'Accept-Language': 'fr' });
    expect(own.headers.get('Content-Language')).toBe('nl');
  });

  it('refuses a language that is not shipped or not a tag, naming lang, writing nothing', async () => {
    const { anonymous, deps } = await createTestApp();
    const writes = recordWrites(deps);
    for (const lang of ['pt', 'DE', '', 'en-US', 'x'.repeat(300)]) {
      const response = await anonymous.request('GET', `/api/values?lang=${lang}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/lang/) });
    }
    expect(writes()).toEqual([]);
  });
});
