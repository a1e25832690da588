import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@/testing/languages';
import { AddressFields } from './address-fields';

type Values = { postalCode: string; unitNumber: string; address: string };

function Form({ defaults }: { defaults: Values }) {
  const form = useForm<Values>({ defaultValues: defaults });
  return (
    <form className="grid sm:grid-cols-2">
      <AddressFields form={form} postalCodeHint="Six digits" />
    </form>
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();

function render(defaults: Partial<Values> = {}) {
  const html = renderToStaticMarkup(<Form defaults={{ postalCode: '', unitNumber: '', address: '', ...defaults }} />);
  const labels = [...html.matchAll(/<label[^>]* for="([^"]+)"[^>]*>(.*?)<\/label>/g)].map(([, id, text]) => [
    id,
    textOf(text ?? ''),
  ]);
  const control = (id: string) => html.match(new RegExp(`<input[^>]* id="${id}"[^>]*>`))?.[0] ?? '';
  return { html, labels, control };
}

afterEach(() => vi.unstubAllGlobals());

describe('the address fields', () => {
  it("ask the postal code, unit number and address with the browser's own address details", () => {
    const { labels, control } = render();
    expect(labels).toEqual([
      ['postalCode', 'Postal code'],
      ['unitNumber', 'Unit number(optional)'],
      ['address', 'Address'],
    ]);
    expect(control('postalCode')).toContain('autoComplete="postal-code"');
    expect(control('postalCode')).toContain('inputMode="numeric"');
    expect(control('address')).toContain('autoComplete="address-line1"');
    expect(control('address')).toContain('placeholder="Block, street name, building"');
  });

  it('keep the address a field the customer types in, with no filled-in hint before anything is filled in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { control, html } = render({ postalCode: '560123', address: '8 Jalan Kayu' });
    expect(control('address')).not.toContain('readOnly');
    expect(control('address')).not.toContain('aria-describedby');
    expect(html).not.toContain(i18next.t('booking:shared.address.filledFromPostalCode'));
    // The look-up is the page's, once it runs in the browser: drawing the fields asks nothing.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('have the filled-in hint in every language', () => {
    expect(i18next.t('booking:shared.address.filledFromPostalCode')).toBe(
      'Filled in from your postal code. Please check it and add anything missing.',
    );
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(catalogue.booking.shared.address.filledFromPostalCode).toMatch(/\S/);
    }
  });
});
