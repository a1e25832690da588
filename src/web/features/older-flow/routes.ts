// The older booking flow's pages (spec 000 §2), for src/web/routes.tsx only, loaded on demand.

const loadPages = () => import('./pages');

export const lazyLegacyEventPage = async () => ({ Component: (await loadPages()).LegacyEventPage });
export const lazyLegacyRegistrationPage = async () => ({ Component: (await loadPages()).LegacyRegistrationPage });
export const lazyLegacyConfirmationPage = async () => ({ Component: (await loadPages()).LegacyConfirmationPage });
