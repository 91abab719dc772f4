import type { ReportRequest } from '@backoffice/shared';
import { Card, Table } from 'react-bootstrap';

/**
 * The rows that could not be read, by line (1 is the header, as in a spreadsheet). The request
 * keeps the first ones only; the count covers them all.
 */
export function ReportRequestProblems({ request }: { request: ReportRequest }) {
  const problems = request.row_problems;
  if (problems.length === 0 && request.rows_failed === 0) return null;
  return (
    <Card className="mb-4" data-testid="report-request-problems">
      <Card.Header as="h2" className="h5">
        Rows that could not be read
      </Card.Header>
      {problems.length < request.rows_failed && (
        <Card.Body className="pb-0 small text-body-secondary">
          The first {problems.length.toLocaleString()} of {request.rows_failed.toLocaleString()} are listed.
        </Card.Body>
      )}
      <Table responsive size="sm" className="mb-0 align-middle" aria-label="Rows that could not be read">
        <thead>
          <tr>
            <th scope="col" className="text-end" style={{ width: '5rem' }}>
              Line
            </th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.line}-${problem.message}`} data-testid="report-request-problem">
              <td className="text-end">{problem.line}</td>
              <td className="text-break">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
