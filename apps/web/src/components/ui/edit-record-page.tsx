import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { PageHeader } from './page-header.tsx';

export interface EditRecordPageProps {
  testId: string;
  title: ReactNode;
  /** Links beside the title ("Back to SKU"). */
  actions: ReactNode;
  editable: boolean;
  /** What a viewer reads above the read-only form: "Viewers can look but not change SKUs." */
  viewerNote: string;
  /** The form; a viewer sees it disabled as a whole. */
  children: ReactNode;
  /** Cards between the form and the danger zone (a supplier's lead times). */
  below?: ReactNode;
  /** The danger zone, for editors only: a heading, an optional note, and the delete button. */
  deleteTitle: string;
  deleteNote?: string;
  deleteButton: ReactNode;
}

/** The edit screen of a catalog record (product, SKU, supplier): header, form card, danger zone. */
export function EditRecordPage({
  testId,
  title,
  actions,
  editable,
  viewerNote,
  children,
  below,
  deleteTitle,
  deleteNote,
  deleteButton,
}: EditRecordPageProps) {
  return (
    <div data-testid={testId}>
      <PageHeader title={title}>{actions}</PageHeader>
      {!editable && <p className="text-body-secondary">{viewerNote}</p>}
      <Card className="mb-4">
        <Card.Body>
          <fieldset disabled={!editable}>{children}</fieldset>
        </Card.Body>
      </Card>
      {below}
      {editable && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            {deleteNote ? (
              <div>
                <h2 className="h6 mb-1">{deleteTitle}</h2>
                <p className="mb-0 small text-body-secondary">{deleteNote}</p>
              </div>
            ) : (
              <h2 className="h6 mb-0">{deleteTitle}</h2>
            )}
            {deleteButton}
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
