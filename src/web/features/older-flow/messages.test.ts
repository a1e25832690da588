import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('older flow texts', () => {
  it("words a failure without the server's envelope as 'Registration failed: status statusText'", () => {
    expect(local.registrationFailedStatus(502, 'Bad Gateway')).toBe('Registration failed: 502 Bad Gateway');
    expect(local.registrationFailedStatus(500, '')).toBe('Registration failed: 500');
  });
});
