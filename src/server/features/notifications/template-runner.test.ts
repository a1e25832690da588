import { describe, expect, it } from 'vitest';
import {
  NOT_TEXT_REASON,
  OUT_OF_MEMORY_REASON,
  RENDER_TIMEOUT_MS,
  runTemplateProgram,
  runTrustedProgram,
  TIMED_OUT_REASON,
} from './template-runner';

// The template process itself, with programs written by hand (templates.test.ts goes through EJS).

const run = (program: string, limits?: { innerMs: number; hardStopMs: number }) =>
  runTemplateProgram(program, '{"name":"Mei Ling"}', { maxLength: 1_000, limits });

describe('the template process', () => {
  it('answers the output of a program, and refuses any answer but text', async () => {
    expect(await run('JSON.stringify({ output: "<p>" + JSON.parse(__input).name + "</p>" })')).toEqual({
      output: '<p>Mei Ling</p>',
    });
    expect(await run('JSON.stringify({ line: 4, reason: "x is not defined" })')).toEqual({
      failed: { line: 4, reason: 'x is not defined' },
    });
    for (const program of ['42', '({ toString: function () { while (true) {} } })', '"not json"', 'null', '"{}"']) {
      expect(await run(program), program).toEqual({ failed: { line: null, reason: NOT_TEXT_REASON } });
    }
    expect(await run('JSON.stringify({ output: "x".repeat(1001) })')).toEqual({
      failed: { line: null, reason: 'The rendered text is longer than 1000 characters' },
    });
  });

  it('gives a program no memory outside the heap, no shared memory and no settings', async () => {
    const globals = ['ArrayBuffer', 'SharedArrayBuffer', 'Uint8Array', 'DataView', 'Atomics', 'WebAssembly', 'process'];
    expect(
      await run(`JSON.stringify({ output: [${globals.map((name) => `typeof ${name}`).join(', ')}].join() })`),
    ).toEqual({ output: globals.map(() => 'undefined').join() });
  });

  it('kills the process at the hard stop when its own limit does not come first, and starts a fresh one', async () => {
    await run('JSON.stringify({ output: "warm" })');
    // What the limit inside answers, for comparison: the line the program had reached (it keeps the process).
    expect(await run('while (true) {}', { innerMs: 100, hardStopMs: 30_000 })).toEqual({
      stopped: { line: 1, reason: TIMED_OUT_REASON },
    });
    // A promise loop also piles up promises: on a fast machine its memory limit may come first.
    for (const [program, reasons] of [
      ['while (true) {}', [TIMED_OUT_REASON]],
      [
        'Promise.resolve().then(function f() { return Promise.resolve().then(f) }); JSON.stringify({ output: "" })',
        [TIMED_OUT_REASON, OUT_OF_MEMORY_REASON],
      ],
    ] as const) {
      // The limit inside set past the hard stop (and past the test's own time-out): only killing the
      // process (or its heap limit) ends this. Stopped by the limit inside, the answer would name the
      // template's line; killed, it names none. How soon the kill comes is measured by the benchmark
      // (npm run bench, its templates case), not here: a bound near the limit fails on a busy machine.
      const result = await run(program, { innerMs: 60_000, hardStopMs: RENDER_TIMEOUT_MS });
      expect(result).toMatchObject({ stopped: { line: null } });
      expect(reasons).toContain('stopped' in result ? result.stopped.reason : null);
      expect(await run('JSON.stringify({ output: "next" })')).toEqual({ output: 'next' });
    }
  });

  it('ends the process at its memory limit, says so, and the next render runs as before', async () => {
    // Without the time limits: the memory limit alone ends this.
    const result = await run('var a = []; while (true) a.push(new Array(1e6).fill(1))', {
      innerMs: 60_000,
      hardStopMs: 30_000,
    });
    expect(result).toEqual({ stopped: { line: null, reason: OUT_OF_MEMORY_REASON } });
    expect(await run('JSON.stringify({ output: "after" })')).toEqual({ output: 'after' });
  });
});

describe('a trusted program in this process (stock templates only)', () => {
  it('answers as the template process does, with the same code', async () => {
    for (const program of [
      'JSON.stringify({ output: "<p>" + JSON.parse(__input).name + "</p>" })',
      'JSON.stringify({ line: 4, reason: "x is not defined" })',
      '42',
      'JSON.stringify({ output: "x".repeat(1001) })',
      'JSON.stringify({ output: [typeof ArrayBuffer, typeof process, typeof require].join() })',
    ]) {
      expect(runTrustedProgram(program, '{"name":"Mei Ling"}', { maxLength: 1_000 }), program).toEqual(
        await run(program),
      );
    }
  });
});
