// What the rest of the client may use from the older booking flow (spec 000 §2): its pages, loaded on
// demand. The routes import this file, so it holds nothing else.

const loadPages = () => import('./pages');

export const lazyLegacyEventPage = async () => ({ Component: (await loadPages()).LegacyEventPage });
export const lazyLegacyRegistrationPage = async () => ({ Component: (await loadPages()).LegacyRegistrationPage });
export const lazyLegacyConfirmationPage = async () => ({ Component: (await loadPages()).LegacyConfirmationPage });
