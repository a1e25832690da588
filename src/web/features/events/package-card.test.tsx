import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackageCard } from './package-card';

describe("the event list's package cards", () => {
  it("describe each package in English word for word as the domain's catalogue does", () => {
    for (const pkg of PACKAGE_CATALOGUE) {
      const html = renderToStaticMarkup(<PackageCard pkg={pkg} />);
      expect(html).toContain(pkg.name);
      expect(html).toContain(pkg.description);
    }
  });
});
