import type { FieldErrors } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { describeProblem, groupImportErrors } from './import-errors.ts';

/**
 * A refused import's problems (every import is all rows or none): those of the whole file, then
 * each line's, or the server's message when it named no field.
 */
export function ImportProblemsAlert({ errors, message }: { errors: FieldErrors; message: string }) {
  const grouped = groupImportErrors(errors);
  return (
    <Alert variant="danger" className="mt-3 mb-0" data-testid="import-errors">
      <p className="fw-semibold">Nothing was imported. Fix these problems and import the file again.</p>
      {grouped.general.length > 0 && (
        <ul className="mb-2">
          {grouped.general.map((general) => (
            <li key={general}>{general}</li>
          ))}
        </ul>
      )}
      {grouped.lines.length > 0 && (
        <ul className="mb-0">
          {grouped.lines.map(({ line, problems }) => (
            <li key={line} data-testid="import-error-line">
              <span className="fw-semibold">Line {line}:</span> {problems.map(describeProblem).join(' ')}
            </li>
          ))}
        </ul>
      )}
      {grouped.general.length === 0 && grouped.lines.length === 0 && <p className="mb-0">{message}</p>}
    </Alert>
  );
}
