import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_CONFIGS, DEFAULT_TEXT_CONFIGS } from '../../db/email-defaults';
import { checkConfigValue } from './configs';
import { findUnknownVariables, knownVariableNames, unknownVariablesReason } from './template-references';

const variables = {
  registration: { firstName: 'Mei Ling', lastName: 'Tan', referenceNumber: 'HS0000-0000-0000' },
  booking: { url: 'https://book.example.sg', persons: 2 },
  event: { name: 'Home Based Health Screening' },
};

const names = (template: string) => findUnknownVariables(template, variables).map((variable) => variable.name);

describe('unknown variables in a template', () => {
  it('finds a misspelt property, with its line and the name it most likely meant', () => {
    expect(
      findUnknownVariables('<p>\nDear <%= registration.fristName %> <%= registration.lastName %>,</p>', variables),
    ).toEqual([{ name: 'registration.fristName', line: 2, suggestion: 'registration.firstName' }]);
  });

  it('follows optional chaining, brackets with a string, locals and code tags', () => {
    expect(names('<%= booking?.ulr %>')).toEqual(['booking.ulr']);
    expect(names(`<%= registration['firstname'] %>`)).toEqual(['registration.firstname']);
    expect(names('<%= locals.event.title %>')).toEqual(['event.title']);
    expect(names('<% if (booking.person > 1) { %>many<% } %>')).toEqual(['booking.person']);
    expect(names('<%- registration.email %>')).toEqual(['registration.email']);
    expect(names('<%_ event.place _%>')).toEqual(['event.place']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a JavaScript template literal inside the EJS template
    expect(names('<%= `${registration.first} ${registration.lastName}` %>')).toEqual(['registration.first']);
  });

  it('accepts known variables and plain JavaScript on them', () => {
    expect(
      names(
        [
          '<%= registration.firstName.toUpperCase() %>',
          '<% if (booking.persons > 1 && registration.lastName) { %>x<% } %>',
          "<%= event['name'] %> <%= booking?.url %>",
          '<%= [registration.firstName, registration.lastName].join(" ") %>',
          '<%= booking.persons / 2 %> <%= "registration.nope" %> <%# registration.nope %>',
          '<%% registration.nope %> <%= /registration.nope/.test(event.name) %>',
          '<%= other.registration.nope %> <%= { registration: 1 }.registration %>',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names each unknown variable once, with every known one', () => {
    const unknown = findUnknownVariables('<%= registration.fristName %><%= event.nmae %><%= event.nmae %>', variables);
    expect(unknownVariablesReason(unknown, knownVariableNames(variables))).toBe(
      'Unknown variables registration.fristName, event.nmae (did you mean registration.firstName, event.name?). ' +
        'Known variables: registration.firstName, registration.lastName, registration.referenceNumber, booking.url, ' +
        'booking.persons, event.name',
    );
    expect(unknownVariablesReason(findUnknownVariables('<%= booking.colour %>', variables), ['booking.url'])).toBe(
      'Unknown variable booking.colour. Known variables: booking.url',
    );
  });
});

describe('saving a template', () => {
  const options = { now: new Date('2026-11-21T02:00:00Z'), publicBaseUrl: 'https://book.example.sg' };

  it('refuses one that names an unknown variable, on the value field, listing the known ones', async () => {
    const saved = checkConfigValue(
      'EMAIL_CONFIRMATION_TEMPLATE',
      '<p>\n<p>Dear <%= registration.fristName %>,</p>',
      options,
    );
    await expect(saved).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(
        /^Template error on line 2: Unknown variable registration\.fristName \(did you mean registration\.firstName\?\)\. Known variables: registration\.referenceNumber, registration\.firstName, .*booking\.visitAddress$/,
      ),
      errors: [{ path: 'configValue', message: expect.stringContaining('registration.fristName') }],
    });
    await expect(checkConfigValue('EMAIL_REMINDER_SUBJECT', 'Visit <%= timeslot.day %>', options)).rejects.toThrow(
      /Unknown variable timeslot\.day \(did you mean timeslot\.date\?\)/,
    );
  });

  it("knows the text messages' own variables only in a text message", async () => {
    await expect(checkConfigValue('SMS_ON_MY_WAY_TEMPLATE', 'In <%= text.minutes %> min', options)).resolves.toBe(
      undefined,
    );
    await expect(checkConfigValue('SMS_ON_MY_WAY_TEMPLATE', 'In <%= text.minute %> min', options)).rejects.toThrow(
      /Unknown variable text\.minute \(did you mean text\.minutes\?\)/,
    );
    await expect(checkConfigValue('EMAIL_REMINDER_TEMPLATE', '<%= text.minutes %>', options)).rejects.toThrow(
      /text is not defined/,
    );
  });

  it('still saves every stock template and subject', async () => {
    for (const config of [...DEFAULT_EMAIL_CONFIGS, ...DEFAULT_TEXT_CONFIGS]) {
      await expect(checkConfigValue(config.configKey, config.configValue, options), config.configKey).resolves.toBe(
        undefined,
      );
    }
  });
});
