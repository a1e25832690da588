import { EMAIL_TEMPLATE_VARIABLES } from '@domain/notifications/email-schemas';
import { describe, expect, it } from 'vitest';
import { EMAIL_SETTINGS_TABS, emailSettingsTabFromSearch } from './email-settings-tabs';
import { groupVariables } from './template-guide';

describe('template variables', () => {
  it("groups the spec's variables under registration., event., package. and timeslot.", () => {
    const groups = groupVariables(EMAIL_TEMPLATE_VARIABLES);
    expect(groups.map((group) => group.prefix)).toEqual(['registration.', 'event.', 'package.', 'timeslot.']);
    expect(groups[0]?.variables.map((variable) => variable.name)).toEqual([
      'registration.referenceNumber',
      'registration.firstName',
      'registration.lastName',
      'registration.email',
      'registration.phoneNumber',
      'registration.identificationNumber',
      'registration.dateOfBirth',
      'registration.postalCode',
      'registration.status',
    ]);
  });
});

describe('email settings tabs', () => {
  it("has the spec's tabs in its order and opens the one the address names, else the first", () => {
    expect(EMAIL_SETTINGS_TABS.map((tab) => tab.label)).toEqual(['Email Configurations', 'Template Variables', 'Help']);
    expect(emailSettingsTabFromSearch('help')).toBe('help');
    expect(emailSettingsTabFromSearch('variables')).toBe('variables');
    expect(emailSettingsTabFromSearch(null)).toBe('configurations');
    expect(emailSettingsTabFromSearch('outbox')).toBe('configurations');
  });
});
