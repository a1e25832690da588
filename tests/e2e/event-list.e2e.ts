import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { formatCurrency } from '@domain/shared/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, VIEWPORTS } from './harness';

const HOME_EVENT = 'Home Based Health Screening';
const EMPTY_TEXT = 'No events found. Please try a different search or check back later.';

const journey = setUpJourney();

async function openPage(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const { context, page } = await journey.newPage(viewport);
  await page.goto(path);
  return { context, page };
}

/** The list item of one event, found by its level-3 heading (the page's h1 has the same words). */
const eventRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const eventHeadings = (page: Page) => page.locator('#events h3');

async function waitForEvents(page: Page) {
  await page
    .getByRole('link', { name: /^Book Now/ })
    .first()
    .waitFor();
}

describe('event list', () => {
  it('opens the booking form at its top when "Book Now" is pressed at the end of the home page, on a phone', async () => {
    const { context, page } = await openPage('/', VIEWPORTS.phone);
    try {
      await waitForEvents(page);
      const bookNow = eventRow(page, HOME_EVENT).getByRole('link', { name: /^Book Now/ });
      await bookNow.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await bookNow.click();
      await page.waitForURL(/\/events\/home-health-screening$/);
      const heading = page.getByRole('heading', { level: 1, name: HOME_EVENT });
      // The home page's own heading has the event's name: wait for what only the form has, since the URL
      // changes before the new page is shown.
      await page
        .getByText(/^Step 1 of 4/)
        .first()
        .waitFor();
      // The first thing a new customer sees is the form's heading and its first step, not its last field.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((await heading.boundingBox())!.y).toBeLessThan(VIEWPORTS.phone.height);
      expect(
        (await page
          .getByText(/^Step 1 of 4/)
          .first()
          .boundingBox())!.y,
      ).toBeLessThan(VIEWPORTS.phone.height);
      await shot(page, 'event-list-phone-book-now-opens-at-top');
      // Back keeps the place on the home page the browser restores.
      await page.goBack();
      await waitForEvents(page);
    } finally {
      await context.close();
    }
  });

  it("lists the demo event the public can book (not the partner's), with the four packages, their prices and availability", async () => {
    const { context, page } = await openPage('/');
    try {
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await waitForEvents(page);
      expect(await eventHeadings(page).allTextContents()).toEqual([HOME_EVENT]);
      for (const name of [HOME_EVENT]) {
        const row = eventRow(page, name);
        expect(await row.getByRole('heading', { level: 4 }).allTextContents()).toEqual(
          PACKAGE_CATALOGUE.map((pkg) => pkg.name),
        );
        for (const pkg of PACKAGE_CATALOGUE) {
          expect(await row.getByText(formatCurrency(pkg.price), { exact: true }).count()).toBe(1);
        }
        expect(await row.getByText('$118.00', { exact: true }).isVisible()).toBe(true);
        expect(await row.getByText('Slots Available', { exact: true }).isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it('filters events by the search query parameter, ignoring case', async () => {
    const { context, page } = await openPage('/?search=hOME%20BASED');
    try {
      await waitForEvents(page);
      expect(await eventHeadings(page).allTextContents()).toEqual([HOME_EVENT]);
    } finally {
      await context.close();
    }
  });

  it('shows the empty text when no event matches the search', async () => {
    const { context, page } = await openPage('/?search=zzz');
    try {
      await page.getByText(EMPTY_TEXT, { exact: true }).waitFor();
      expect(await eventHeadings(page).count()).toBe(0);
      // There is no visible search input (spec 000).
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows three placeholder rows while the events load', async () => {
    const { context, page } = await journey.newPage();
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/events', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await page.getByTestId('event-row-skeleton').first().waitFor();
      expect(await page.getByTestId('event-row-skeleton').count()).toBe(3);
      release();
      await waitForEvents(page);
      expect(await page.getByTestId('event-row-skeleton').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the load error when the events cannot be fetched', async () => {
    const { context, page } = await journey.newPage();
    try {
      // The real server does not fail on demand, so this one response is replaced.
      await page.route('**/api/events', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
      );
      await page.goto('/');
      await page.getByText('Error loading events', { exact: true }).waitFor();
      expect(await page.getByText('Please try again later or contact support.', { exact: true }).isVisible()).toBe(
        true,
      );
      // The support it names is reachable from the page.
      expect(await page.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
        'mailto:hello@example.com',
      );
    } finally {
      await context.close();
    }
  });

  it('opens the package summary PDF in a new tab', async () => {
    const { context, page } = await openPage('/');
    try {
      await waitForEvents(page);
      const links = page.getByRole('link', { name: /^See all package details/ });
      // One per event listed: the partner's event is not.
      expect(await links.count()).toBe(1);
      const link = links.first();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      const href = await link.getAttribute('href');
      expect(href).toBe('/package-summary.pdf');
      const response = await fetch(new URL(href!, journey.baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    } finally {
      await context.close();
    }
  });

  it('goes to the booking wizard of the event with Book Now', async () => {
    const { context, page } = await openPage('/');
    try {
      await waitForEvents(page);
      await eventRow(page, HOME_EVENT)
        .getByRole('link', { name: /^Book Now/ })
        .click();
      await page.waitForURL('**/events/home-health-screening');
      expect(new URL(page.url()).pathname).toBe('/events/home-health-screening');
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await openPage('/no-such-page');
    try {
      await page.getByText('404 Page Not Found', { exact: true }).waitFor();
      expect(await page.title()).toBe('Page Not Found | Home Based Health Screening');
      expect(await page.getByText('Did you forget to add the page to the router?', { exact: true }).isVisible()).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('names the page, the header home link and offers a skip link on a phone', async () => {
    const { context, page } = await openPage('/no-such-page', VIEWPORTS.phone);
    try {
      await page.getByText('404 Page Not Found', { exact: true }).waitFor();
      // Back home through the header: the title follows the route, not only the first page load.
      const home = page.getByRole('banner').getByRole('link', { name: 'Home Health Screening', exact: true });
      expect(await home.isVisible()).toBe(true);
      await home.click();
      await waitForEvents(page);
      expect(await page.title()).toBe('Home Based Health Screening | Book an Appointment');

      await page.reload();
      await waitForEvents(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      // Hidden until focused, then drawn where a sighted keyboard user sees it.
      const box = await skip.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(box?.height).toBeGreaterThan(20);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    } finally {
      await context.close();
    }
  });

  it("shows a friendly error card when a page's code cannot be loaded (as after a deployment)", async () => {
    const { context, page } = await openPage('/');
    try {
      await waitForEvents(page);
      // The booking page's chunk of the old build is gone from the server.
      await page.route('**/assets/booking-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await eventRow(page, HOME_EVENT)
        .getByRole('link', { name: /^Book Now/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      expect(await page.title()).toBe('Something went wrong | Home Based Health Screening');
      // Inside the site's layout, with a way on.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      await page.unroute('**/assets/booking-page-*.js');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await waitForEvents(page);
    } finally {
      await context.close();
    }
  });

  it('has no accessibility violations that axe can find', async () => {
    const { context, page } = await openPage('/');
    try {
      await waitForEvents(page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the hero, the event with its packages, prices and links, four packages a row on a desktop and one on a phone', async () => {
    for (const [name, viewport, packagesPerRow] of [
      ['home-1280', VIEWPORTS.desktop, 4],
      ['home-390', VIEWPORTS.phone, 1],
    ] as const) {
      const { context, page } = await openPage('/', viewport);
      try {
        await waitForEvents(page);
        const shows = async (locator: Locator, what: string) =>
          expect(await locator.isVisible(), `${what} (${name})`).toBe(true);

        // The hero: what the service is, how it works and the way down to the packages.
        await shows(page.getByRole('heading', { level: 1, name: HOME_EVENT, exact: true }), 'page heading');
        await shows(page.getByText('Health screening in Singapore', { exact: true }), 'hero kicker');
        const toPackages = page.getByRole('link', { name: 'View packages and book' });
        await shows(toPackages, 'link to the packages');
        expect(await toPackages.getAttribute('href')).toBe('#events');
        await shows(page.getByRole('heading', { level: 2, name: 'How it works' }), 'how it works');
        for (const step of ['Choose a package and a time', 'We come to you', 'Go through your results']) {
          await shows(page.getByText(step, { exact: true }), step);
        }
        for (const point of ['Nurse visit at home', 'GP teleconsult included', 'Family bundles']) {
          await shows(page.getByText(point, { exact: true }), point);
        }
        await shows(page.getByRole('heading', { level: 2, name: 'Choose your screening' }), 'events heading');

        for (const [event, slug] of [[HOME_EVENT, 'home-health-screening']] as const) {
          const row = eventRow(page, event);
          await shows(row.getByRole('heading', { level: 3, name: event, exact: true }), event);
          await shows(row.getByText('Slots Available', { exact: true }), `${event} availability`);
          const cards = row.getByRole('listitem');
          expect(await cards.count()).toBe(PACKAGE_CATALOGUE.length);
          for (const pkg of PACKAGE_CATALOGUE) {
            const card = cards.filter({ has: page.getByRole('heading', { level: 4, name: pkg.name, exact: true }) });
            await shows(card, `${event} ${pkg.name}`);
            await shows(card.getByText(formatCurrency(pkg.price), { exact: true }), `${pkg.name} price`);
            await shows(card.getByText('before GST', { exact: true }), `${pkg.name} price note`);
            await shows(card.getByText(pkg.description, { exact: true }), `${pkg.name} description`);
            expect(await card.getByText('Most popular', { exact: true }).count(), pkg.name).toBe(
              pkg.isMostPopular ? 1 : 0,
            );
          }
          // Laid out as the width allows: the first card's row holds this many of them.
          const tops = await Promise.all(
            (await cards.all()).map(async (card) => Math.round((await card.boundingBox())?.y ?? Number.NaN)),
          );
          expect(tops.filter((top) => top === tops[0]).length, `${event} packages in a row (${name})`).toBe(
            packagesPerRow,
          );
          await shows(row.getByText(/^Prices in SGD before 9% GST\./), `${event} price note`);
          const details = row.getByRole('link', { name: /^See all package details/ });
          await shows(details, `${event} package details link`);
          expect(await details.getAttribute('href')).toBe('/package-summary.pdf');
          const book = row.getByRole('link', { name: /^Book Now/ });
          await shows(book, `${event} Book Now`);
          expect(await book.getAttribute('href')).toBe(`/events/${slug}`);
        }

        // Header and footer: the way back to the list and to an existing booking.
        await shows(page.getByRole('banner').getByRole('link', { name: 'Appointments' }), 'header link');
        const change = page.getByRole('contentinfo').getByRole('link', { name: 'Cancel or reschedule an appointment' });
        await shows(change, 'footer link');
        expect(await change.getAttribute('href')).toBe('/cancel-appointment');
        // For a person to look at (test-results/).
        await shot(page, name);
      } finally {
        await context.close();
      }
    }
  });

  it('does not scroll sideways on a 360 px wide phone', async () => {
    const { context, page } = await openPage('/', { width: 360, height: 780 });
    try {
      await waitForEvents(page);
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});
