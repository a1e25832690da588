import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { EmailConfigsTable } from './email-configs-table';

/** The dashboard's Email Templates tab (spec 001 §2): the configurations, and the way to the settings page. */
export function EmailTemplatesTab() {
  return (
    <EmailConfigsTable
      headingId="email-templates-heading"
      title="Email Templates"
      description="The sender, and the subject and template of each email customers receive."
      actions={
        <Button variant="outline" asChild>
          <Link to={paths.adminEmail.getHref()}>
            <Settings2 aria-hidden="true" />
            Email Settings
          </Link>
        </Button>
      }
    />
  );
}
