import { EMAIL_TEMPLATE_EXTRA_VARIABLES, EMAIL_TEMPLATE_VARIABLES } from '@domain/notifications/email-schemas';
import { Card } from '@/components/ui/card';
import { groupVariables } from './template-guide';

/** Spec 001 §2 Template Variables: what a template may use, by the object it belongs to, with its EJS tag. */
export function TemplateVariables() {
  const groups = groupVariables(EMAIL_TEMPLATE_VARIABLES);
  return (
    <section aria-labelledby="template-variables-heading" className="space-y-4">
      <div>
        <h2 id="template-variables-heading" className="text-lg font-bold text-slate-900">
          Template Variables
        </h2>
        <p className="text-sm text-slate-600">
          Templates use EJS syntax. Write a variable between <code className="font-mono">{'<%='}</code> and{' '}
          <code className="font-mono">{'%>'}</code>: its value is filled in and HTML-escaped.
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {groups.map((group) => (
          <VariableGroup key={group.prefix} prefix={group.prefix} variables={group.variables} />
        ))}
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Also available</h3>
        <p className="text-sm text-slate-600">Amounts and links, which the default templates use.</p>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {groupVariables(EMAIL_TEMPLATE_EXTRA_VARIABLES).map((group) => (
            <VariableGroup key={group.prefix} prefix={group.prefix} variables={group.variables} />
          ))}
        </div>
      </div>
    </section>
  );
}

function VariableGroup({
  prefix,
  variables,
}: {
  prefix: string;
  variables: readonly { name: string; description: string; example: string }[];
}) {
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-mono text-sm font-semibold text-brand-800">{prefix}</h3>
      <dl className="mt-3 divide-y divide-slate-100">
        {variables.map((variable) => (
          <div key={variable.name} className="py-2.5 first:pt-0 last:pb-0">
            <dt>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">
                {`<%= ${variable.name} %>`}
              </code>
            </dt>
            <dd className="mt-1 text-sm text-slate-700">
              {variable.description}
              <span className="text-slate-500">
                {' '}
                · e.g. <span className="font-mono text-xs">{variable.example}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
