import { EMAIL_CONFIG_KEY_HELP } from '@domain/notifications/email-schemas';
import { Card } from '@/components/ui/card';
import { ConfigKey } from './config-key';
import { SAMPLE_TEMPLATE, TEMPLATE_SYNTAX } from './template-guide';

/** Spec 001 §2 Help: the configuration keys the emails read, and a guide to the templates' syntax. */
export function EmailHelp() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="email-keys-heading" className="space-y-3">
        <div>
          <h2 id="email-keys-heading" className="text-lg font-bold text-slate-900">
            Configuration Keys
          </h2>
          <p className="text-sm text-slate-600">
            The emails read these keys. A key that is missing or deleted falls back to the built-in default.
          </p>
        </div>
        <Card className="p-4 sm:p-5">
          <dl className="divide-y divide-slate-100">
            {EMAIL_CONFIG_KEY_HELP.map(({ key, description }) => (
              <div key={key} className="gap-4 py-2.5 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[18rem_1fr]">
                <dt className="font-mono text-xs font-semibold text-slate-900 sm:text-sm">
                  <ConfigKey value={key} />
                </dt>
                <dd className="mt-0.5 text-sm text-slate-700 sm:mt-0">{description}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>

      <section aria-labelledby="template-syntax-heading" className="space-y-3">
        <div>
          <h2 id="template-syntax-heading" className="text-lg font-bold text-slate-900">
            Template Syntax
          </h2>
          <p className="text-sm text-slate-600">
            Subjects and templates are EJS: HTML (plain text for a subject) with tags that the booking fills in. A
            template that does not compile is refused when saved, with its line and the reason. Use the test tool to
            preview a sample booking&apos;s email before customers get it.
          </p>
        </div>
        <Card className="p-4 sm:p-5">
          <dl className="divide-y divide-slate-100">
            {TEMPLATE_SYNTAX.map(({ tag, meaning, example }) => (
              <div key={tag} className="py-3 first:pt-0 last:pb-0">
                <dt>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-900">
                    {tag}
                  </code>
                </dt>
                <dd className="mt-1.5 space-y-2 text-sm text-slate-700">
                  <p>{meaning}</p>
                  <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
                    {example}
                  </pre>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Example</h3>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
            {SAMPLE_TEMPLATE}
          </pre>
        </div>
      </section>
    </div>
  );
}
