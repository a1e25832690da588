// Renders the two family bundle rate tables (member and retail) that the booking wizard links to,
// from the same catalogue and pricing rules the wizard and the server use, so the images can never
// disagree with the prices charged. Run: npx tsx scripts/make-family-bundle-images.ts
import path from 'node:path';
import {
  householdMultiplierPercent,
  MAX_WIZARD_PERSONS,
  priceBookingCents,
  unitPriceCents,
} from '@domain/bookings/pricing';
import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { formatCurrency, roundHalfUpDiv } from '@domain/shared/money';
import { launchChromium } from '../tests/chromium';

const ROOT = path.resolve(import.meta.dirname, '..');

interface RateTable {
  file: string;
  isMember: boolean;
  title: string;
  subtitle: string;
}

const TABLES: RateTable[] = [
  {
    file: 'public/family-bundle-member.png',
    isMember: true,
    title: 'Family bundle rates: member prices',
    subtitle: 'For verified AIA HealthShield and Vitality members and their household',
  },
  {
    file: 'public/family-bundle-retail.png',
    isMember: false,
    title: 'Family bundle rates: standard prices',
    subtitle: 'Book together with your household and every person pays less',
  },
];

const persons = Array.from({ length: MAX_WIZARD_PERSONS }, (_, index) => index + 1);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** Per-person price for a household of `count` all on `pkg`, checked against the booking total. */
function perPersonCents(pkg: (typeof PACKAGE_CATALOGUE)[number], count: number, isMember: boolean): number {
  const priced = { price: pkg.price, aiaPrice: pkg.memberPrice };
  const perPerson = roundHalfUpDiv(unitPriceCents(priced, isMember) * householdMultiplierPercent(count), 100);
  const booking = priceBookingCents({ persons: Array.from({ length: count }, () => priced), isMember });
  // The booking rounds once on the sum; a table entry may differ from its share by less than a cent per person.
  if (Math.abs(booking.afterVolumeDiscount - perPerson * count) >= count) {
    throw new Error(`Rate table out of line with priceBooking for ${pkg.name} x ${count}`);
  }
  return perPerson;
}

function renderHtml(table: RateTable): string {
  const header = PACKAGE_CATALOGUE.map(
    (pkg) => `<th scope="col"><span class="name">${escapeHtml(pkg.name)}</span>
      <span class="base">${formatCurrency(unitPriceCents({ price: pkg.price, aiaPrice: pkg.memberPrice }, table.isMember) / 100)} each</span></th>`,
  ).join('');
  const rows = persons
    .map((count) => {
      const off = 100 - householdMultiplierPercent(count);
      const cells = PACKAGE_CATALOGUE.map(
        (pkg) => `<td>${formatCurrency(perPersonCents(pkg, count, table.isMember) / 100)}</td>`,
      ).join('');
      const label = count === 1 ? '1 person' : `${count} persons`;
      const badge = off > 0 ? `<span class="off">${off}% off</span>` : '<span class="none">Standard</span>';
      return `<tr><th scope="row"><span class="persons">${label}</span>${badge}</th>${cells}</tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { background: #f8fafc; font-family: "Helvetica Neue", Arial, "Liberation Sans", sans-serif; color: #0f172a; padding: 32px; }
  .card { width: 960px; background: #fff; border: 1px solid #e2e8f0; border-radius: 20px; overflow: hidden; box-shadow: 0 1px 3px rgba(15,23,42,.08); }
  .head { background: #0f766e; color: #fff; padding: 28px 36px; }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 15px; opacity: .95; }
  .logo { width: 28px; height: 28px; border-radius: 8px; background: #fff; color: #0f766e; display: grid; place-items: center; font-size: 20px; font-weight: 800; }
  h1 { font-size: 30px; margin-top: 16px; letter-spacing: -0.01em; }
  .sub { margin-top: 6px; font-size: 16px; color: #ccfbf1; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  thead th { background: #f0fdfa; padding: 18px 20px; text-align: right; border-bottom: 1px solid #99f6e4; vertical-align: bottom; }
  thead th:first-child { text-align: left; }
  thead .name { display: block; font-size: 17px; color: #134e4a; }
  thead .base { display: block; margin-top: 4px; font-size: 13px; font-weight: 500; color: #475569; }
  tbody th { text-align: left; padding: 16px 20px; font-weight: 600; font-size: 16px; white-space: nowrap; }
  tbody td { text-align: right; padding: 16px 20px; font-size: 19px; font-weight: 600; }
  tbody tr + tr th, tbody tr + tr td { border-top: 1px solid #e2e8f0; }
  tbody tr:nth-child(even) { background: #f8fafc; }
  .persons { display: inline-block; min-width: 92px; }
  .off { display: inline-block; margin-left: 10px; padding: 3px 10px; border-radius: 999px; background: #d1fae5; color: #065f46; font-size: 13px; font-weight: 700; }
  .none { display: inline-block; margin-left: 10px; padding: 3px 10px; border-radius: 999px; background: #f1f5f9; color: #475569; font-size: 13px; font-weight: 600; }
  .foot { padding: 18px 36px 26px; border-top: 1px solid #e2e8f0; font-size: 14px; line-height: 1.55; color: #475569; }
  .foot strong { color: #0f172a; }
</style></head><body>
  <div class="card" id="card">
    <div class="head">
      <div class="brand"><span class="logo">+</span>Home Health Screening</div>
      <h1>${escapeHtml(table.title)}</h1>
      <p class="sub">${escapeHtml(table.subtitle)}</p>
    </div>
    <table>
      <thead><tr><th scope="col"><span class="name">Household size</span><span class="base">Price per person</span></th>${header}</tr></thead>
      <tbody>${rows}</tbody>
    </table>
    <div class="foot">
      <strong>Prices per person in SGD, before 9% GST.</strong> The family bundle discount applies to every person
      in one booking at the same address, whichever package each person chooses: 2 persons 5% off, 3 persons 10%,
      4 persons 15%, 5 or more 20%. Up to ${MAX_WIZARD_PERSONS} persons per online booking. Discount codes apply after the family bundle discount.
    </div>
  </div>
</body></html>`;
}

async function main() {
  const browser = await launchChromium();
  try {
    // Twice the pixels, so the table stays sharp on phone screens and when zoomed.
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 }, deviceScaleFactor: 2 });
    for (const table of TABLES) {
      await page.setContent(renderHtml(table));
      await page.locator('#card').screenshot({ path: path.join(ROOT, table.file), animations: 'disabled' });
      console.log(`wrote ${table.file}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
