import { describe, expect, it } from 'vitest';
import { exportFileName } from './api';

describe('orders export', () => {
  it("takes the server's file name", () => {
    expect(exportFileName('attachment; filename="registrations-2026-11-21.csv"', '2026-11-21')).toBe(
      'registrations-2026-11-21.csv',
    );
    expect(exportFileName("attachment; filename*=UTF-8''orders%20paid.csv", '2026-11-21')).toBe('orders paid.csv');
  });

  it('names the file after today without one, and never lets it name a folder', () => {
    expect(exportFileName(null, '2026-11-21')).toBe('registrations-2026-11-21.csv');
    expect(exportFileName('attachment; filename="../../x.csv"', '2026-11-21')).toBe('....x.csv');
  });
});
