import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { MISSING_INFORMATION_MESSAGE, MISSING_INFORMATION_TITLE } from './messages';

/** Spec 000 §2: the toast shown before the participants page sends the visitor back to /. */
export function showMissingInformation(): void {
  toast.error(MISSING_INFORMATION_TITLE, { description: MISSING_INFORMATION_MESSAGE, id: 'missing-information' });
}

/** Renders nothing: says what is missing and goes back to /. */
export function MissingInformation() {
  const navigate = useNavigate();
  useEffect(() => {
    showMissingInformation();
    navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}
