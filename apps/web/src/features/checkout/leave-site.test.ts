import { describe, expect, it } from 'vitest';
import { isSameSiteUrl } from './leave-site';

describe('where the answer leads', () => {
  it('keeps our own routes in the app and leaves for other sites', () => {
    expect(isSameSiteUrl('/order/5?key=x')).toBe(true);
    expect(isSameSiteUrl('//evil.example/x')).toBe(false);
    expect(isSameSiteUrl('https://pay.example/p/1')).toBe(false);
  });
});
