import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type PersonField, PersonFields, type PersonFieldsProps } from './person-fields';

type Values = Partial<Record<PersonField, string>>;
type Options = Omit<PersonFieldsProps<Values, Values>, 'form'>;

function Form(props: Options) {
  const form = useForm<Values>();
  return (
    <form className="grid sm:grid-cols-2">
      <PersonFields form={form} {...props} />
    </form>
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** What a person sees and a screen reader reads of the fields: each label, and the control it names. */
function render(props: Options) {
  const html = renderToStaticMarkup(<Form {...props} />);
  const labels = [...html.matchAll(/<label([^>]*)>(.*?)<\/label>/g)].map(([, attributes, text]) => ({
    for: attributes?.match(/ for="([^"]+)"/)?.[1] ?? null,
    text: textOf(text ?? ''),
  }));
  const control = (id: string) => html.match(new RegExp(`<(?:input|textarea|button)[^>]* id="${id}"[^>]*>`))?.[0] ?? '';
  const hints = [...html.matchAll(/<p id="([^"]+-hint)"[^>]*>(.*?)<\/p>/g)].map(([, id, text]) => [
    id,
    textOf(text ?? ''),
  ]);
  return { html, labels, control, hints: Object.fromEntries(hints) as Record<string, string> };
}

describe('person fields', () => {
  it("ask the wizard's person booking in step 1's order, with the browser's own details and a typed date", () => {
    const { labels, control, hints, html } = render({
      variant: 'wizard',
      fields: ['firstName', 'lastName', 'gender', 'dateOfBirth', 'identificationNumber', 'vitalityMembershipNo'],
    });
    expect(labels.map((label) => label.text)).toEqual([
      'First name',
      'Last name',
      'Gender',
      'Male',
      'Female',
      'Date of birth',
      'NRIC / FIN, Vitality ID or passport number',
      'Vitality membership number(optional)',
    ]);
    expect(control('firstName')).toContain('autoComplete="given-name"');
    expect(control('lastName')).toContain('autoComplete="family-name"');
    expect(control('gender-male')).toContain('value="male"');
    expect(control('dateOfBirth')).toContain('placeholder="DD/MM/YYYY"');
    expect(control('dateOfBirth')).not.toContain('type="date"');
    expect(hints).toEqual({
      'dateOfBirth-hint': 'DD/MM/YYYY, e.g. 15/05/1990. You must be 21 or older.',
      'identificationNumber-hint':
        'We check an NRIC / FIN or Vitality ID for member pricing; a passport number books at standard prices.',
      'vitalityMembershipNo-hint': 'Format V123456789',
    });
    // Gender sits beside the date of birth, in one of the form's two columns.
    expect(html).not.toContain('sm:col-span-2');
  });

  it("ask the wizard's contact and health details with the browser's own contact details", () => {
    const { labels, control, hints } = render({
      variant: 'wizard',
      fields: ['email', 'mobileNumber', 'medicalConditions'],
    });
    expect(labels.map((label) => label.text)).toEqual(['Email', 'Mobile number', 'Medical conditions(optional)']);
    expect(control('email')).toContain('autoComplete="email"');
    expect(control('mobileNumber')).toContain('autoComplete="tel"');
    expect(hints).toEqual({
      'medicalConditions-hint': 'Anything our nurse should know, such as conditions, medication or allergies.',
    });
  });

  it('ask a household member with ids of their own, a typed DD/MM/YYYY date and the schema’s capitalised genders', () => {
    const { labels, control, hints } = render({
      variant: 'householdMember',
      fields: ['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender'],
    });
    expect(labels.map((label) => [label.for, label.text])).toEqual([
      ['member-firstName', 'First name'],
      ['member-lastName', 'Last name'],
      ['member-identificationNumber', 'ID number or passport'],
      ['member-dateOfBirth', 'Date of birth'],
      [null, 'Gender'],
      ['member-gender-Male', 'Male'],
      ['member-gender-Female', 'Female'],
    ]);
    expect(control('member-firstName')).toContain('autoComplete="off"');
    expect(control('member-dateOfBirth')).toContain('placeholder="DD/MM/YYYY"');
    expect(control('member-dateOfBirth')).toContain('autoComplete="off"');
    expect(control('member-dateOfBirth')).not.toContain('type="date"');
    expect(hints).toEqual({
      'member-identificationNumber-hint': 'NRIC, FIN or passport number',
      'member-dateOfBirth-hint': 'DD/MM/YYYY, e.g. 15/05/1990. You must be 21 or older.',
    });
  });

  it("ask a participant with the participants page's ids, contact details optional unless primary", () => {
    const optional = render({
      variant: 'participant',
      fields: ['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender', 'email', 'mobileNumber'],
      isContactOptional: true,
    });
    expect(optional.labels.map((label) => [label.for, label.text])).toEqual([
      ['participant-first-name', 'First name'],
      ['participant-last-name', 'Last name'],
      ['participant-id', 'ID number or passport'],
      ['participant-date-of-birth', 'Date of birth'],
      [null, 'Gender'],
      ['participant-gender-Male', 'Male'],
      ['participant-gender-Female', 'Female'],
      ['participant-email', 'Email(optional)'],
      ['participant-mobile', 'Mobile number(optional)'],
    ]);
    expect(optional.control('participant-email')).toContain('autoComplete="off"');
    expect(optional.control('participant-date-of-birth')).toContain('placeholder="DD/MM/YYYY"');
    expect(optional.control('participant-date-of-birth')).not.toContain('type="date"');
    // Gender spans both of the dialog's columns.
    expect(optional.html).toContain('sm:col-span-2');

    const primary = render({
      variant: 'participant',
      fields: ['email', 'mobileNumber', 'vitalityMembershipNo', 'medicalConditions'],
      mobileHint: 'Leave empty to keep ****4567.',
    });
    expect(primary.labels.map((label) => label.text)).toEqual([
      'Email',
      'Mobile number',
      'Vitality membership number(optional)',
      'Medical conditions(optional)',
    ]);
    expect(primary.hints).toEqual({
      'participant-mobile-hint': 'Leave empty to keep ****4567.',
      'participant-vitality-hint': 'V followed by 9 digits, e.g. V123456789',
    });
    expect(primary.control('participant-medical')).toContain('rows="2"');
  });

  it('ask the older flow’s person booking in its order, with a third gender and a typed date', () => {
    const { labels, control, hints, html } = render({
      variant: 'legacy',
      fields: [
        'firstName',
        'lastName',
        'email',
        'mobileNumber',
        'gender',
        'dateOfBirth',
        'identificationNumber',
        'vitalityMembershipNo',
        'medicalConditions',
      ],
    });
    expect(labels.map((label) => [label.for, label.text])).toEqual([
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['mobileNumber', 'Mobile number'],
      [null, 'Gender'],
      ['gender-male', 'Male'],
      ['gender-female', 'Female'],
      ['gender-other', 'Other'],
      ['dateOfBirth', 'Date of birth'],
      ['identificationNumber', 'NRIC / FIN or passport number'],
      ['vitalityMembershipNo', 'Vitality membership number(optional)'],
      ['medicalConditions', 'Medical conditions(optional)'],
    ]);
    expect(control('firstName')).toContain('autoComplete="given-name"');
    expect(control('dateOfBirth')).toContain('placeholder="DD/MM/YYYY"');
    expect(control('medicalConditions')).toContain('rows="3"');
    expect(hints).toEqual({
      'dateOfBirth-hint': 'DD/MM/YYYY, e.g. 15/05/1990. You must be 21 or older.',
      'vitalityMembershipNo-hint': 'V followed by 9 digits, e.g. V123456789',
    });
    // The three genders may wrap onto a second line on a phone.
    expect(html).toMatch(/role="radiogroup"[^>]*class="[^"]*flex-wrap/);
  });
});
