// As in main.tsx: before zod loads.
import './zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('parses without compiling code, which the Content-Security-Policy forbids', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Mei Ling' })).toEqual({ name: 'Mei Ling' });
  });
});
