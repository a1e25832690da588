import type { EventPackage } from '@domain/events/responses';
import { formatCurrency } from '@domain/shared/money';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { showPagesIn } from '@/testing/languages';
import { PackagePanel, type ParticipantRow, ParticipantsPanel } from './participants-panel';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const row = (key: number, firstName: string, isPrimary: boolean): ParticipantRow => ({
  key,
  firstName,
  lastName: 'Tan',
  identificationNumber: `S123456${key}A`,
  email: isPrimary ? 'meiling@example.com' : null,
  mobileNumber: isPrimary ? '91234567' : null,
  isAiaMember: false,
  isVitalityMember: false,
  isPrimary,
  packagePrice: '118.00',
});

const pkg = {
  id: 2,
  name: 'Premium',
  description: null,
  price: '118.00',
  aiaPrice: '106.20',
} as unknown as EventPackage;

const panel = () =>
  renderToStaticMarkup(
    <ParticipantsPanel
      rows={[row(1, 'Mei Ling', true), row(2, 'Wei', false)]}
      busy={false}
      onAdd={() => {}}
      onEdit={() => {}}
      onRemove={() => {}}
      onMakePrimary={() => {}}
    />,
  );

describe('the participants panel in the page’s language', () => {
  afterEach(() => showPagesIn('en'));

  it('keeps the spec’s English words', () => {
    const text = textOf(panel());
    expect(text).toContain('Participants 2 / 10 participants');
    expect(text).toContain('Add Participant');
    expect(text).toContain('Primary contact');
    expect(text).toContain('Non-member');
    expect(panel()).toContain('aria-label="Make Wei Tan the primary contact"');
  });

  it('speaks Malay, names and ID numbers as they are', () => {
    showPagesIn('ms');
    const html = panel();
    const text = textOf(html);
    expect(text).toContain('Peserta 2 / 10 peserta');
    expect(text).toContain('Tambah Peserta');
    expect(text).toContain('Orang hubungan utama');
    expect(text).toContain('Bukan ahli');
    expect(text).toContain('S1234562A');
    expect(html).toContain('aria-label="Jadikan Wei Tan orang hubungan utama"');
    expect(text).not.toContain('Add Participant');
  });

  it('shows the package and its prices in Chinese, the money in the Chinese format', () => {
    showPagesIn('zh');
    const text = textOf(renderToStaticMarkup(<PackagePanel pkg={pkg} />));
    expect(text).toContain('已选配套');
    expect(text).toContain(`价格 ${formatCurrency('118.00', 'zh')}`);
    expect(text).toContain(`会员价 ${formatCurrency('106.20', 'zh')}`);
    expect(textOf(panel())).toContain('添加参加者');
  });
});
