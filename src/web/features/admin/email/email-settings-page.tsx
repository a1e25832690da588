import { BookOpen, Braces, FlaskConical, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SearchParamTabs } from '../search-param-tabs';
import { EmailConfigsTable } from './email-configs-table';
import { EmailHelp } from './email-help';
import { EMAIL_SETTINGS_TABS, type EmailSettingsTab, emailSettingsTabFromSearch } from './email-settings-tabs';
import { FailedEmails } from './failed-emails';
import { TemplateVariables } from './template-variables';
import { TestEmailDialog } from './test-email-dialog';

const TAB_ICONS = { configurations: Settings2, variables: Braces, help: BookOpen } as const;

const TAB_PANELS: Record<EmailSettingsTab, () => React.ReactNode> = {
  configurations: () => (
    <EmailConfigsTable
      headingId="email-configurations-heading"
      title="Email Configurations"
      description="The sender, and the subject and template of each email."
    />
  ),
  variables: () => <TemplateVariables />,
  help: () => <EmailHelp />,
};

/** /admin/email (spec 001 §2 Email settings): the configurations, the variables, help and the test tool. */
export function EmailSettingsPage() {
  useDocumentTitle('Email Settings');
  const [isTesting, setIsTesting] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Email Settings</h1>
          <p className="text-sm text-slate-600">
            What customers receive on booking, payment, cancellation and the day before their visit.
          </p>
        </div>
        <Button variant="outline" onClick={() => setIsTesting(true)} className="self-start sm:self-auto">
          <FlaskConical aria-hidden="true" />
          Test Email Template
        </Button>
      </div>
      <SearchParamTabs
        label="Email settings"
        tabs={EMAIL_SETTINGS_TABS}
        icons={TAB_ICONS}
        panels={TAB_PANELS}
        fromSearch={emailSettingsTabFromSearch}
      />
      <FailedEmails />
      <TestEmailDialog open={isTesting} onOpenChange={setIsTesting} />
    </div>
  );
}
