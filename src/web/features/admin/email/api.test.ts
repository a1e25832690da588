import { describe, expect, it } from 'vitest';
import { testEmailPreviewUrl, testPdfUrl } from './api';

describe('test tool links', () => {
  it('previews the rendered email, with the recipient only when one is given', () => {
    expect(testEmailPreviewUrl('confirmation')).toBe('/api/test-email?type=confirmation&render=1');
    expect(testEmailPreviewUrl('receipt', ' mei@example.com ')).toBe(
      '/api/test-email?email=mei%40example.com&type=receipt&render=1',
    );
    expect(testEmailPreviewUrl('invoice', '')).toBe('/api/test-email?type=invoice&render=1');
  });

  it('previews the PDF of a type', () => {
    expect(testPdfUrl('invoice')).toBe('/api/test-pdf?type=invoice');
    expect(testPdfUrl('receipt')).toBe('/api/test-pdf?type=receipt');
  });
});
