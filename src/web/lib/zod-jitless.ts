import type { $ZodConfig } from 'zod/v4/core';

// zod compiles a faster parser for object schemas with `new Function`, after probing whether eval is
// allowed when it builds its first one. The site's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') blocks both and the browser reports a violation; jitless parses the same way without
// eval. This is z.config({ jitless: true }) done the way zod documents for code that runs before zod
// loads: zod keeps its configuration in globalThis.__zod_globalConfig and adopts an object put there
// first. Calling z.config here instead would move zod's core into the home page's bundle (about 4 kB
// gzip), which never parses a schema. main.tsx imports this module first, before any schema is built.
const global = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
// In place: a zod loaded earlier holds on to the object it found.
global.__zod_globalConfig ??= {};
global.__zod_globalConfig.jitless = true;
