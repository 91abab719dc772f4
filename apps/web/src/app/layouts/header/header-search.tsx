import { href } from '@backoffice/shared';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { ShellIcon } from '../shell-icon.tsx';

/** Spec section 2: an overlay search form that goes to the generic search page; Escape closes it. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const close = () => {
    setOpen(false);
    setText('');
  };

  if (!open) {
    return (
      <Button
        variant="link"
        className="text-body text-decoration-none text-nowrap px-2"
        aria-label="Search"
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="Search" className="m-0" />
        {/* The word only where there is room: on a phone it wrapped and pushed the account menu off. */}
        <span className="d-none d-sm-inline" aria-hidden="true">
          {' '}
          Search
        </span>
      </Button>
    );
  }

  return (
    <Form
      role="search"
      className="app-search-overlay d-flex align-items-center gap-2 px-3"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query === '') return;
        void navigate(href('search', {}, { query }));
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Form.Control
        type="search"
        autoFocus
        aria-label="Search"
        placeholder="Search products, SKUs, transfers, orders…"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
      <Button variant="outline-secondary" aria-label="Close search" onClick={close}>
        ✕
      </Button>
    </Form>
  );
}
