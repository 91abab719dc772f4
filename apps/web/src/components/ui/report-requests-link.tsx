import { href } from '@backoffice/shared';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The first action of the screens that report processing fills (orders, stock, forecasts,
 * disputes) while they are empty: where a seller imports or requests those reports.
 */
export function ReportRequestsLink({
  organisationUlid,
  variant = 'primary',
}: {
  organisationUlid: string;
  variant?: 'primary' | 'outline-primary';
}) {
  return (
    <Link to={href('report-requests', { organisation: organisationUlid })} className={`btn btn-${variant}`}>
      <FileText aria-hidden="true" />
      Go to Report Requests
    </Link>
  );
}
