import { USERNAME_TAKEN_MESSAGE } from '@domain/staff/messages';
import type { StaffMember } from '@domain/staff/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { ApiError, AUTH_TOKEN_KEY } from '@/lib/api';
import { createStaff, getStaff, nursesOf, staffQueryKey } from './api';
import { refusalAtFields } from './form-errors';
import { StaffFormBody } from './staff-form-dialog';
import { StaffPage } from './staff-page';

const member = (id: number, displayName: string, role: string, username = displayName.toLowerCase()): StaffMember => ({
  id,
  username,
  displayName,
  role,
});

const STAFF = [
  member(1, 'Admin', 'admin', 'admin'),
  member(3, 'Siti Nur', 'nurse', 'siti'),
  member(2, 'Dr Lee', 'doctor', 'lee'),
];

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function renderPage(staff: StaffMember[] | null) {
  const queryClient = new QueryClient();
  if (staff) queryClient.setQueryData(staffQueryKey, staff);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/staff']}>
        <StaffPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the staff page', () => {
  it('lists every account with its display name, username and role, and offers "Add staff"', () => {
    const html = renderPage(STAFF);
    expect(html).toMatch(/<h1[^>]*>Staff<\/h1>/);
    expect(html).toMatch(/<button[^>]*>.*Add staff<\/button>/);
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].slice(1).map(([, row]) => text(row ?? '').trim());
    expect(rows).toEqual(['Admin admin Admin', 'Siti Nur siti Nurse', 'Dr Lee lee Doctor']);
  });

  it('says when there is no account, and shows a skeleton while the list loads', () => {
    expect(renderPage([])).toContain('No staff accounts yet.');
    expect(renderPage(null)).not.toContain('No staff accounts yet.');
  });
});

describe('the "Add staff" dialog', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Dialog open>
        <StaffFormBody onDone={() => {}} />
      </Dialog>
    </QueryClientProvider>,
  );

  it('asks for the username, display name, role and a password of at least 12 characters', () => {
    for (const [id, label] of [
      ['staff-username', 'Username'],
      ['staff-display-name', 'Display name'],
      ['staff-role', 'Role'],
      ['staff-password', 'Password'],
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label}</label>`));
    }
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*id="staff-password"|<input[^>]*id="staff-password"[^>]*type="password"/,
    );
    expect(html).toContain('At least 12 characters');
    const roles = html.match(/<select[^>]*id="staff-role"[^>]*>(.*?)<\/select>/)?.[1] ?? '';
    expect(
      [...roles.matchAll(/<option value="(\w+)"[^>]*>(\w+)<\/option>/g)].map(([, value, label]) => [value, label]),
    ).toEqual([
      ['admin', 'Admin'],
      ['nurse', 'Nurse'],
      ['doctor', 'Doctor'],
    ]);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Create account<\/button>/);
  });

  it("shows a taken username at the username field, a 400's messages at theirs, and the rest as a toast", () => {
    const fields = ['username', 'displayName', 'role', 'password'] as const;
    const taken = new ApiError(409, USERNAME_TAKEN_MESSAGE, { success: false, message: USERNAME_TAKEN_MESSAGE });
    expect(refusalAtFields(taken, fields, 'username')).toEqual({
      fields: { username: USERNAME_TAKEN_MESSAGE },
      unplaced: false,
    });
    const invalid = new ApiError(400, 'Validation failed', {
      success: false,
      message: 'Validation failed',
      errors: [
        { path: 'password', message: 'Password must be at least 12 characters' },
        { path: 'displayName', message: 'Display name is required' },
      ],
    });
    expect(refusalAtFields(invalid, fields, 'username')).toEqual({
      fields: { password: 'Password must be at least 12 characters', displayName: 'Display name is required' },
      unplaced: false,
    });
    const elsewhere = new ApiError(400, 'Bad body', {
      success: false,
      message: 'Bad body',
      errors: [{ path: '', message: 'x' }],
    });
    expect(refusalAtFields(elsewhere, fields).unplaced).toBe(true);
    expect(refusalAtFields(new ApiError(500, 'Server error'), fields, 'username')).toEqual({
      fields: {},
      unplaced: true,
    });
    expect(refusalAtFields(new TypeError('Failed to fetch'), fields).unplaced).toBe(true);
  });
});

describe('the staff calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GET and POST /api/admin/staff with the bearer token', async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === AUTH_TOKEN_KEY ? 'the-token' : null),
    } as Storage);
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ success: true, data: member(9, 'Aisha', 'nurse') }, { status: 201 })
        : Response.json({ success: true, data: STAFF }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await getStaff()).toEqual(STAFF);
    const request = {
      username: 'aisha',
      displayName: 'Aisha',
      role: 'nurse' as const,
      password: 'correct horse battery',
    };
    expect(await createStaff(request)).toEqual(member(9, 'Aisha', 'nurse'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/admin/staff');
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer the-token');
  });

  it('offers only the nurses for a visit or a duty, by name', () => {
    expect(nursesOf([member(5, 'Zara', 'nurse'), ...STAFF, member(4, 'Aisha', 'nurse')]).map((m) => m.id)).toEqual([
      4, 3, 5,
    ]);
    expect(nursesOf(undefined)).toEqual([]);
  });
});
