import { formatCurrency } from '@domain/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { showPagesIn } from '@/testing/languages';
import { DROPIN_LOCALES } from './live-card-form';
import { CARD_NUMBER_INVALID_MESSAGE, payNowQrAlt, payNowTimeLeft } from './messages';
import { PAYMENT_CANCELLED_MESSAGE, PAYMENT_CANCELLED_TITLE } from './payment-cancelled';
import { PaymentChoice } from './payment-choice';
import { usePaymentText } from './texts';
import { paymentSuccessDescription } from './use-card-payment';

const choice = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentChoice
        registrationId="r1"
        amount="128.62"
        refresh={() => {}}
        onPaid={() => {}}
        onBookingChanged={() => {}}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );

function Said({ text }: { text: string }) {
  return usePaymentText()(text);
}

afterEach(() => showPagesIn('en'));

describe('the payment in Chinese', () => {
  it('shows the card form, its amount and the PayNow tab in Chinese', () => {
    showPagesIn('zh');
    const html = choice();
    expect(html).toContain('使用银行卡付款');
    expect(html).toContain('应付金额');
    expect(html).toContain(formatCurrency('128.62', 'zh'));
    expect(html).toContain('银行卡');
    expect(html).toContain('PayNow');
    expect(html).toContain('正在加载付款表格');
    expect(html).not.toContain('Pay by card');
  });

  it('says its messages, the PayNow countdown and the outcome in Chinese', () => {
    showPagesIn('zh');
    expect(renderToStaticMarkup(<Said text={CARD_NUMBER_INVALID_MESSAGE} />)).toBe('卡号无效');
    // A server's words that are no known message come through as they are.
    expect(renderToStaticMarkup(<Said text="Declined by the bank" />)).toBe('Declined by the bank');
    expect(renderToStaticMarkup(PAYMENT_CANCELLED_TITLE)).toBe('付款已取消');
    expect(renderToStaticMarkup(PAYMENT_CANCELLED_MESSAGE)).toBe('您可以稍后再完成付款。');
    expect(payNowTimeLeft(14 * 60_000 + 5_000)).toBe('剩余 14 分 05 秒');
    expect(payNowQrAlt('HS2611-0607-1234')).toBe('预约 HS2611-0607-1234 的 PayNow 二维码');
    const outcome = { transactionId: 't', amount: '115.76', status: 'paid' as const, cardDiscountAmount: '0.00' };
    expect(paymentSuccessDescription(outcome)).toBe(`已从您的银行卡扣款 ${formatCurrency('115.76', 'zh')}。`);
  });

  it("keeps the English words of spec 001 in English, and asks Braintree's drop-in for Chinese only", () => {
    expect(renderToStaticMarkup(PAYMENT_CANCELLED_TITLE)).toBe('Payment Cancelled');
    expect(renderToStaticMarkup(<Said text={CARD_NUMBER_INVALID_MESSAGE} />)).toBe('Invalid card number');
    expect(choice()).toContain('Pay by card');
    expect(DROPIN_LOCALES).toEqual({ zh: 'zh_CN' });
  });
});
