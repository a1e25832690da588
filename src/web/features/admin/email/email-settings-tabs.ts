/** Spec 001 §2: the email settings page's tabs, in its order. */
export const EMAIL_SETTINGS_TABS = [
  { value: 'configurations', label: 'Email Configurations' },
  { value: 'variables', label: 'Template Variables' },
  { value: 'help', label: 'Help' },
] as const;

export type EmailSettingsTab = (typeof EMAIL_SETTINGS_TABS)[number]['value'];

/** The open tab is kept in the address (?tab=help), like the dashboard's; anything else opens the first. */
export function emailSettingsTabFromSearch(value: string | null): EmailSettingsTab {
  return EMAIL_SETTINGS_TABS.find((tab) => tab.value === value)?.value ?? 'configurations';
}
