import { FileDown, Printer } from 'lucide-react';
import { Button } from 'react-bootstrap';

/** The order printed from the browser, or as the server's PDF in a new tab. */
export function PrintButtons({ pdfHref }: { pdfHref: string }) {
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      <a
        className="btn btn-sm btn-outline-secondary"
        href={pdfHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        <FileDown aria-hidden="true" />
        PDF
      </a>
    </>
  );
}
