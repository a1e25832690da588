import ejs from 'ejs';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CANCELLATION_TEMPLATE,
  DEFAULT_CONFIRMATION_TEMPLATE,
  DEFAULT_EMAIL_CONFIGS,
  DEFAULT_RECEIPT_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
} from '../../db/email-defaults';
import { sampleBooking } from './samples';
import { compileTemplate, renderTemplate, TemplateError, TemplateStoppedError } from './templates';
import { templateVariables } from './variables';

// The processes started (the template process is one): counted, and started as they are.
const spawned = vi.hoisted(() => ({ processes: 0 }));
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  const spawn = ((...args: Parameters<typeof actual.spawn>) => {
    spawned.processes += 1;
    return actual.spawn(...args);
  }) as typeof actual.spawn;
  return { ...actual, spawn, default: { ...actual, spawn } };
});

const failure = async (run: () => unknown): Promise<TemplateError> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('expected a TemplateError');
};

/**
 * Far past the limits (RENDER_TIMEOUT_MS, the memory limit) however busy the machine, and short of the
 * test's time-out: a render answered sooner was stopped, not left to hang. How soon the stop comes is
 * measured by the benchmark (npm run bench, its templates case), not here: on a busy machine any bound
 * near the limit fails at random.
 */
const NOT_HUNG_MS = 20_000;

/** How long a template took to be stopped, and why. */
async function stopped(text: string) {
  const started = performance.now();
  const error = await failure(() => renderTemplate(text, {}));
  return { error, ms: performance.now() - started };
}

describe('templates', () => {
  it('escapes what <%= %> writes, and leaves a subject unescaped', async () => {
    const variables = { registration: { firstName: '<script>alert(1)</script>' }, package: { name: 'A & B' } };
    expect(await renderTemplate('<p><%= registration.firstName %> <%= package.name %></p>', variables)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; A &amp; B</p>',
    );
    expect(await renderTemplate('Booking of <%= package.name %>', variables, 'none')).toBe('Booking of A & B');
  });

  it('names the line and the reason of a syntax error', async () => {
    const error = await failure(() => compileTemplate('<p>Dear</p>\n<p>\n<%= registration.firstName ) %>\n</p>'));
    expect(error.line).toBe(3);
    expect(error.reason).toBe("Unexpected token ')'");
  });

  it('names the line of a block left open and of a tag left open', async () => {
    expect((await failure(() => compileTemplate('<p>\n\n<% if (registration) { %>\n<p>x</p>\n'))).line).toBe(3);
    const unclosed = await failure(() => compileTemplate('<p>\n<%= registration.firstName\n</p>'));
    expect(unclosed.line).toBe(2);
    expect(unclosed.reason).toContain('Could not find matching close tag');
  });

  it('names the line of a failure while rendering', async () => {
    const error = await failure(() =>
      renderTemplate('<p>\n<%= registration.missing.name %>\n</p>', { registration: {} }),
    );
    expect(error.line).toBe(2);
    expect(error.reason).toContain("reading 'name'");
  });

  it('stops a template that loops, and gives it nothing of the server', async () => {
    const loop = await stopped('<p>\n<% while (true) {} %>\n</p>');
    expect(loop.error).toBeInstanceOf(TemplateStoppedError);
    expect(loop.error.reason).toBe('Timed out: the template ran longer than 500 ms and was stopped');
    expect(loop.error.line).toBe(2);
    expect((await failure(() => renderTemplate('<%= process.env.HOME %>', {}))).reason).toContain(
      'process is not defined',
    );
    expect(await renderTemplate('<%= typeof require %>', {})).toBe('undefined');
    // The constructor of a template's own objects leads to its own realm, where code from strings is off.
    expect(
      (await failure(() => renderTemplate('<%= this.constructor.constructor("return process")() %>', {}))).reason,
    ).toContain('Code generation from strings disallowed');
  });

  it.each([
    ['an async function that never returns', '<% (async () => { while (true) {} })() %>'],
    [
      'a chain of promises without end',
      '<% Promise.resolve().then(function f() { return Promise.resolve().then(f) }) %>',
    ],
    ['an awaited loop', '<% (async () => { for (;;) await null })() %>'],
  ])('stops %s within the hard limit', async (_name, text) => {
    const { error, ms } = await stopped(text);
    expect(error).toBeInstanceOf(TemplateStoppedError);
    // A chain of promises also allocates: on a busy machine the memory limit may stop it first.
    expect(error.reason).toMatch(/Timed out|more than \d+ MB of memory/);
    expect(ms).toBeLessThan(NOT_HUNG_MS);
  });

  it('refuses anything but text, without converting it (a toString that loops)', async () => {
    const returned = await stopped('<% return { toString: function () { while (true) {} } } %>');
    // Refused, not stopped: its toString was never called (called, it would loop until the hard stop).
    expect(returned.error).not.toBeInstanceOf(TemplateStoppedError);
    expect(returned.error.reason).toBe(
      'The template returned a value instead of writing text (write with <%= %>, leave out return)',
    );
    // A JSON of its own that names a toString: still read only as text.
    const stringify = await stopped(
      '<% JSON.stringify = function () { return { toString: function () { while (true) {} } } } %>',
    );
    expect(stringify.error.reason).toContain('returned a value instead of writing text');
    // An output that is not text.
    expect(
      (await stopped('<% return JSON.stringify({ output: { toString: function () { return "x" } } }) %>')).error.reason,
    ).toContain('returned a value instead of writing text');
  });

  it('stops a template that fills its memory, and the next render runs as before', async () => {
    // An array grown in a loop: with a worker thread's memory limit this aborted the whole process.
    const { error, ms } = await stopped('<% var a = []; while (true) a.push(1.5) %>');
    expect(error).toBeInstanceOf(TemplateStoppedError);
    // Whichever limit comes first on this machine.
    expect([
      'The template used more than 64 MB of memory and was stopped',
      'Timed out: the template ran longer than 500 ms and was stopped',
    ]).toContain(error.reason);
    expect(ms).toBeLessThan(NOT_HUNG_MS);
    expect(await renderTemplate('<p><%= name %></p>', { name: 'after' })).toBe('<p>after</p>');
  });

  it('serves renders one after another in one warm process, also right after a stopped one', async () => {
    await renderTemplate('<%= 1 %>', {});
    const processes = spawned.processes;
    // The warm process, started by this file's first render, is counted.
    expect(processes).toBeGreaterThan(0);
    for (let index = 0; index < 50; index += 1) {
      expect(await renderTemplate('<p><%= n %></p>', { n: index })).toBe(`<p>${index}</p>`);
    }
    // Fifty renders of a small template, and no process started for any of them. What a render costs in
    // the warm process, beside the same program run in this one, is measured by the benchmark.
    expect(spawned.processes).toBe(processes);
    const [hung, next] = await Promise.allSettled([
      renderTemplate('<% Promise.resolve().then(function f() { return Promise.resolve().then(f) }) %>', {}),
      renderTemplate('<%= "next" %>', {}),
    ]);
    expect(hung.status).toBe('rejected');
    expect(next).toEqual({ status: 'fulfilled', value: 'next' });
  });

  it('renders every default template with the variables the emails give', async () => {
    for (const type of ['confirmation', 'receipt'] as const) {
      const variables = templateVariables(sampleBooking(type, new Date('2026-11-21T02:00:00Z')), {
        publicBaseUrl: 'http://localhost:5000',
      });
      for (const config of DEFAULT_EMAIL_CONFIGS) {
        if (!/_(SUBJECT|TEMPLATE)$/.test(config.configKey)) continue;
        await expect(renderTemplate(config.configValue, variables)).resolves.toEqual(expect.any(String));
      }
    }
  });

  it('renders every default template exactly as EJS itself does', async () => {
    for (const type of ['confirmation', 'receipt'] as const) {
      const variables = templateVariables(sampleBooking(type, new Date('2026-11-21T02:00:00Z')), {
        publicBaseUrl: 'http://localhost:5000',
      });
      for (const config of DEFAULT_EMAIL_CONFIGS) {
        if (!/_TEMPLATE$/.test(config.configKey)) continue;
        expect(await renderTemplate(config.configValue, variables), config.configKey).toBe(
          ejs.render(config.configValue, variables),
        );
      }
    }
  });

  it('gives the arrival notes and the way to change the date and time online in the visit emails', async () => {
    const variables = templateVariables(sampleBooking('confirmation', new Date('2026-11-21T02:00:00Z')), {
      publicBaseUrl: 'http://localhost:5000',
    });
    for (const template of [DEFAULT_CONFIRMATION_TEMPLATE, DEFAULT_REMINDER_TEMPLATE, DEFAULT_RECEIPT_TEMPLATE]) {
      const html = await renderTemplate(template, variables);
      expect(html).toContain('15 minutes before');
      expect(html).toContain('Do it online on <a href="http://localhost:5000/booking/manage/HS0000-0000-0000">');
      expect(html).not.toContain('reply to this email');
    }
    const confirmation = await renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables);
    expect(confirmation).toContain('Amount due: S$265.04');
    expect(confirmation).toContain('http://localhost:5000/booking/confirmation/HS0000-0000-0000');
    expect(await renderTemplate(DEFAULT_CANCELLATION_TEMPLATE, variables)).toContain('has been cancelled');
  });

  it('says in the cancellation what is refunded: the amount paid, nothing, or the partner part by the clinic', async () => {
    const base = templateVariables(sampleBooking('receipt', new Date('2026-11-21T02:00:00Z')), {
      publicBaseUrl: 'http://localhost:5000',
    });
    const cancellation = (booking: Partial<typeof base.booking>) =>
      renderTemplate(DEFAULT_CANCELLATION_TEMPLATE, { ...base, booking: { ...base.booking, ...booking } });
    const paid = await cancellation({ amountPaid: '244.38', partnerPaid: '0.00' });
    expect(paid).toContain('<strong>Refund: S$244.38</strong>');
    expect(paid).toContain('5 to 10 working days');
    expect(paid).not.toContain('partner service');
    const unpaid = await cancellation({ amountPaid: '0.00', partnerPaid: '0.00' });
    expect(unpaid).toContain('Nothing was paid for this booking, so there is nothing to refund.');
    expect(unpaid).not.toContain('Refund:');
    const partner = await cancellation({ amountPaid: '0.00', partnerPaid: '80.00' });
    expect(partner).toContain('The S$80.00 paid through the partner service is not refunded by this site');
    expect(partner).not.toContain('Nothing was paid');
    const both = await cancellation({ amountPaid: '20.00', partnerPaid: '80.00' });
    expect(both).toContain('Refund: S$20.00');
    expect(both).toContain('The S$80.00 paid through the partner service');
  });
});
