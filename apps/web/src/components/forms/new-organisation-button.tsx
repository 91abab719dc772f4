import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNewOrganisation } from '../../lib/use-new-organisation.ts';
import { LazyNewOrganisationDialog } from './lazy-new-organisation-dialog.tsx';

/** A button that opens "New organisation", then switches to the organisation created. */
export function NewOrganisationButton({
  variant = 'primary',
  label = 'New organisation',
}: {
  variant?: 'primary' | 'outline-primary';
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const createAndOpen = useNewOrganisation();
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <LazyNewOrganisationDialog show={open} onHide={() => setOpen(false)} onSubmit={createAndOpen} />
    </>
  );
}
