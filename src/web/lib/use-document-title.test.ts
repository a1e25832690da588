import { describe, expect, it } from 'vitest';
import { documentTitle, SITE_TITLE } from './use-document-title';

describe('page titles', () => {
  it('carry the site name after the page name', () => {
    expect(documentTitle('Page Not Found')).toBe('Page Not Found | Home Based Health Screening');
    expect(documentTitle('Error')).toBe('Error | Home Based Health Screening');
    expect(documentTitle('WhiteCoat Health Screening | Book a home screening')).toBe(
      'WhiteCoat Health Screening | Book a home screening | Home Based Health Screening',
    );
  });

  it('name the site once when the page title already does', () => {
    expect(documentTitle(SITE_TITLE)).toBe('Home Based Health Screening | Book an Appointment');
    expect(documentTitle('Home Based Health Screening | Book a home screening')).toBe(
      'Home Based Health Screening | Book a home screening',
    );
  });

  it("carry the site's name in the page's language", () => {
    expect(documentTitle('பக்கம் கிடைக்கவில்லை', 'வீட்டிலேயே உடல்நலப் பரிசோதனை')).toBe(
      'பக்கம் கிடைக்கவில்லை | வீட்டிலேயே உடல்நலப் பரிசோதனை',
    );
    expect(documentTitle('居家健康检查 | 预约检查', '居家健康检查')).toBe('居家健康检查 | 预约检查');
  });
});
