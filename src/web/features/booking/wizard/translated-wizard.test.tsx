import { PRIVACY_CONSENT_LABEL } from '@domain/privacy/personal-data';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import type { PostalCodeSlots } from '@domain/timeslots/responses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyConsent } from '@/features/booking-shared';
import { showPagesIn } from '@/testing/languages';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { AppointmentStep } from '../steps/appointment-step';
import { OrderSummary } from '../steps/order-summary';
import { WizardProgress } from './wizard-progress';

// The wizard in the other languages (DESIGN §8.10): its words from the catalogue, its dates, times and
// money by Intl for the language.

async function choose(language: 'en' | 'zh' | 'ta') {
  showPagesIn(language);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** Intl puts a no-break space between the currency and the amount in some languages. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

afterEach(async () => {
  await choose('en');
});

describe('the booking wizard in Chinese', () => {
  it("says on a phone which step this is, and the step's name", async () => {
    await choose('zh');
    const text = textOf(renderToStaticMarkup(<WizardProgress step={2} onGoTo={() => {}} />));
    expect(text).toContain('第 2 步，共 4 步 · 配套');
    expect(text).not.toContain('Step 2 of 4');
  });

  it("labels the server's English dates and times by Intl, and names the region in Chinese", async () => {
    await choose('zh');
    const slot = (id: number, currentAttendees: number) => ({
      id,
      time: '08:00',
      label: '8:00 AM',
      isAvailable: currentAttendees < 2,
      maxAttendees: 2,
      currentAttendees,
    });
    const data: PostalCodeSlots = {
      region: 'central',
      data: { '2026-12-04': { date: { label: 'Fri, 4 Dec 2026' }, timeslot: [slot(1, 2)] } },
    };
    const text = textOf(
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <AppointmentStep
            postalCode="238801"
            timeslots={{ data, isPending: false, error: null, refetch: () => {} }}
            date={null}
            timeslotId={null}
            personCount={1}
            focusOnMount={false}
            onSelectDate={() => {}}
            onSelectTimeslot={() => {}}
            onChangePostalCode={() => {}}
            onPrevious={() => {}}
            onNext={() => {}}
            waitlist={{ eventId: 1, packageId: 2, persons: 1, details: null }}
          />
        </QueryClientProvider>,
      ),
    );
    const dateLabel = formatDateLabel('2026-12-04', 'zh');
    expect(dateLabel).not.toBe('Fri, 4 Dec 2026');
    expect(text).toContain('选择预约时间');
    expect(text).toContain('中部暂时没有空档');
    expect(text).toContain(`截至${dateLabel}的所有上门时段都已约满。`);
    expect(text).toContain('已约满');
    expect(text).not.toContain('Fri, 4 Dec 2026');
    expect(formatTimeLabel('08:00', 'zh')).not.toBe('8:00 AM');
  });

  it('keeps the privacy notice a link inside the translated consent', async () => {
    await choose('zh');
    const html = renderToStaticMarkup(<PrivacyConsent />);
    const label = html.match(/<label[^>]* for="privacyConsent"[^>]*>(.*?)<\/label>/)?.[1] ?? '';
    expect(textOf(label).trim()).toBe('我已阅读并同意 隐私声明 。');
    expect(label).toMatch(/<a [^>]*target="_blank"[^>]*>隐私声明/);
  });
});

describe("the review step's order summary in Tamil", () => {
  it('names each row in Tamil and shows the money in the Tamil format of Singapore dollars', async () => {
    await choose('ta');
    const pricing = priceWizardBooking({
      packages: [{ id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' }],
      mainName: 'Tan Wei Ming',
      mainPackageId: 1,
      members: [],
      isMember: false,
      discount: null,
    });
    expect(pricing).not.toBeNull();
    if (!pricing) return;
    const text = textOf(renderToStaticMarkup(<OrderSummary pricing={pricing} discountCode={null} />));
    expect(text).toContain('கட்டணச் சுருக்கம்');
    expect(text).toContain('கூட்டுத்தொகை');
    expect(text).toContain(`மொத்தம் ${spaced(formatCurrency(pricing.breakdown.total, 'ta'))}`);
    expect(text).not.toContain('Order summary');
  });
});

describe('the English catalogue', () => {
  it("words the privacy consent as the domain's label, word for word", () => {
    const html = renderToStaticMarkup(<PrivacyConsent />);
    const label = html.match(/<label[^>]* for="privacyConsent"[^>]*>(.*?)<\/label>/)?.[1] ?? '';
    expect(label.replace(/<[^>]+>/g, '')).toBe(PRIVACY_CONSENT_LABEL);
  });
});
