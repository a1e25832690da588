// The four fixed screening packages (spec 000 §3). The event list shows them as text rather than
// fetching them, the package summary PDF is generated from them and the demo seed writes them into
// the database, so all three say the same thing.

export type PackageKey = 'premium' | 'comprehensive' | 'superior' | 'prestige';

export interface CataloguePackage {
  key: PackageKey;
  name: string;
  /** Standard price in SGD before GST, two decimals. */
  price: string;
  /** Price for verified insurer health programme members, two decimals. */
  memberPrice: string;
  /** One or two customer-facing sentences. */
  description: string;
  /** Short points for the package summary PDF; they restate the spec's description, nothing more. */
  highlights: readonly string[];
  /** The spec calls Prestige "the most in-depth and popular". */
  isMostPopular: boolean;
}

export const PACKAGE_CATALOGUE = [
  {
    key: 'premium',
    name: 'Premium',
    price: '118.00',
    memberPrice: '106.20',
    description:
      'A full overview of your basic health status, with indicators for common chronic conditions through blood and urine tests.',
    highlights: [
      'Overview of your basic health status',
      'Indicators for common chronic conditions',
      'Blood and urine tests',
    ],
    isMostPopular: false,
  },
  {
    key: 'comprehensive',
    name: 'Comprehensive',
    price: '198.00',
    memberPrice: '178.20',
    description:
      'All Premium tests plus an extensive liver, kidney and hepatitis report and sexual health indicator tests.',
    highlights: [
      'Everything in Premium',
      'Extensive liver and kidney report',
      'Hepatitis report',
      'Sexual health indicator tests',
    ],
    isMostPopular: false,
  },
  {
    key: 'superior',
    name: 'Superior',
    price: '328.00',
    memberPrice: '295.20',
    description: 'All Comprehensive tests plus a detailed cancer marker report, including gender-specific markers.',
    highlights: ['Everything in Comprehensive', 'Detailed cancer marker report', 'Gender-specific cancer markers'],
    isMostPopular: false,
  },
  {
    key: 'prestige',
    name: 'Prestige',
    price: '468.00',
    memberPrice: '421.20',
    description:
      'Our most in-depth and popular package: a full report of all health indicators plus heart health indicators and an extra vitamin D deficiency test.',
    highlights: ['Full report of all health indicators', 'Heart health indicators', 'Extra vitamin D deficiency test'],
    isMostPopular: true,
  },
  // A fixed-length tuple, so that PACKAGE_CATALOGUE[0] is known to exist.
] as const satisfies readonly CataloguePackage[];

/** What every package includes, whichever is chosen (spec 000 §1). */
export const INCLUDED_WITH_EVERY_PACKAGE: readonly string[] = [
  'Screening at your home, anywhere in Singapore',
  'A follow-up GP teleconsult to go through your results',
];
