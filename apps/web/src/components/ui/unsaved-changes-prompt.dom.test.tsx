// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { submitShowingServerErrors } from '../../lib/form-errors.ts';
import { useGuardedForm } from '../../lib/use-guarded-form.ts';
import './unsaved-changes-dialog.tsx';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';

interface Thing {
  name: string;
  password: string;
  /** Lines added and removed, as a purchase order's or a transfer's. */
  parts: { part: string }[];
}

/** What the fake server does with the next save. */
let nextSave: 'accept' | 'refuse' | 'fail' = 'accept';

function save(): Promise<unknown> {
  if (nextSave === 'refuse')
    return Promise.reject(
      new ApiError({ status: 422, message: 'Invalid.', errors: { name: ['The name is taken.'] } }),
    );
  if (nextSave === 'fail') return Promise.reject(new ApiError({ status: 500, message: 'Server Error' }));
  return Promise.resolve({ id: 7 });
}

/** A create form as the app's: the page's onSubmit saves, then navigates to the new record. */
function NewThingPage() {
  const navigate = useNavigate();
  const form = useGuardedForm<Thing>('thing', { defaultValues: { name: '', password: '', parts: [] } });
  const parts = useFieldArray({ control: form.control, name: 'parts' });
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      async () => {
        await save();
        await navigate('/things/7', { state: values.name });
      },
      form.setError,
      ['name'],
    ),
  );
  return (
    <form onSubmit={submit} aria-label="New thing">
      <Link to="/things">Back to things</Link>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <label>
        Password
        <input type="password" {...form.register('password')} />
      </label>
      {parts.fields.map((field, index) => (
        <input key={field.id} aria-label={`Part ${index + 1}`} {...form.register(`parts.${index}.part`)} />
      ))}
      <button type="button" onClick={() => parts.append({ part: '' })}>
        Add a part
      </button>
      <p>{form.formState.errors.name?.message}</p>
      <button type="submit">Create thing</button>
      <button type="button" onClick={() => form.reset()}>
        Start again
      </button>
    </form>
  );
}

/** An edit form that stays on screen after saving (its defaults are the record as first loaded). */
function EditThingPage() {
  const form = useGuardedForm<{ name: string }>('thing', { defaultValues: { name: 'Acme' } });
  const submit = form.handleSubmit(() => submitShowingServerErrors(save, form.setError, ['name']));
  return (
    <form onSubmit={submit} aria-label="Edit thing">
      <Link to="/things">Back to things</Link>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

/** A list whose quick-add form opens in place (as a dialog does) and closes without saving. */
function ThingsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <h1>Things</h1>
      <Link to="/things/new">New thing</Link>
      <button type="button" onClick={() => setAdding(!adding)}>
        {adding ? 'Cancel' : 'Quick add'}
      </button>
      {adding && <QuickAddForm />}
    </>
  );
}

function QuickAddForm() {
  const form = useGuardedForm<{ label: string }>('quick-thing', { defaultValues: { label: '' } });
  return (
    <form aria-label="Quick add">
      <label>
        Label
        <input {...form.register('label')} />
      </label>
    </form>
  );
}

function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

/** The app's root shell, reduced to the prompt, above a list, its create form and a record. */
function renderApp(initial: { pathname: string; key?: string } = { pathname: '/things' }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <UnsavedChangesPrompt />
            <BrowserButtons />
            <Outlet />
          </>
        ),
        children: [
          { path: '/things', element: <ThingsPage /> },
          { path: '/things/new', element: <NewThingPage /> },
          { path: '/things/:id', element: <h1>Thing 7</h1> },
          { path: '/things/:id/edit', element: <EditThingPage /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  const user = userEvent.setup();
  const rendered = render(<RouterProvider router={router} />);
  return { ...rendered, router, user, path: () => router.state.location.pathname };
}

/** The browser's Back (-1) and Forward (1) buttons: a POP navigation of the history. */
async function go(app: ReturnType<typeof renderApp>, delta: -1 | 1) {
  await app.user.click(
    screen.getByRole('button', { name: delta === -1 ? 'Browser back' : 'Browser forward' }),
  );
}

const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave this page?' });

async function openNewThing(app: ReturnType<typeof renderApp>) {
  await app.user.click(screen.getByRole('link', { name: 'New thing' }));
  await screen.findByRole('form', { name: 'New thing' });
}

afterEach(() => {
  nextSave = 'accept';
  sessionStorage.clear();
});

describe('a form with changes not saved', () => {
  it('asks before a link leaves it: Stay keeps the page as typed, Leave goes', async () => {
    const app = renderApp();
    await openNewThing(app);
    await app.user.type(nameBox(), 'Acme');

    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    const dialog = await leaveDialog();
    expect(dialog.textContent).toContain('This page has changes that are not saved yet.');
    await app.user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.path()).toBe('/things/new');
    expect(nameBox().value).toBe('Acme');

    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    await app.user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeTruthy();
  });

  it('Back asks too, and Forward brings back what was typed, lines added too (but no password)', async () => {
    const app = renderApp();
    await openNewThing(app);
    await app.user.type(nameBox(), 'Acme');
    await app.user.type(screen.getByLabelText('Password'), 'hunter22');
    await app.user.click(screen.getByRole('button', { name: 'Add a part' }));
    await app.user.click(screen.getByRole('button', { name: 'Add a part' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Part 2' }), 'Hinge');

    await go(app, -1);
    await app.user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('hunter22');

    await go(app, 1);
    await screen.findByRole('form', { name: 'New thing' });
    await waitFor(() => expect(nameBox().value).toBe('Acme'));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Part 2' }).value).toBe('Hinge');
    // Still not saved: leaving asks again.
    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    expect(await leaveDialog()).toBeTruthy();
  });

  it('a new visit of the same screen starts from an empty form', async () => {
    const app = renderApp();
    await openNewThing(app);
    await app.user.type(nameBox(), 'Acme');
    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    await app.user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));

    await openNewThing(app);
    expect(nameBox().value).toBe('');
  });

  it('closed on its page (a dialog’s Cancel), keeps nothing: opened again, it is empty', async () => {
    const app = renderApp();
    await app.user.click(screen.getByRole('button', { name: 'Quick add' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Label' }), 'Spare');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Quick add' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Label' }).value).toBe('');
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
    // Open with changes, it asks before the page is left like any form.
    await app.user.type(screen.getByRole('textbox', { name: 'Label' }), 'Spare');
    await app.user.click(screen.getByRole('link', { name: 'New thing' }));
    expect(await leaveDialog()).toBeTruthy();
  });

  it('keeps what was typed across a reload of the tab (the same history entry)', async () => {
    const entry = { pathname: '/things/new', key: 'entry-1' };
    const first = renderApp(entry);
    await first.user.type(nameBox(), 'Acme');
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    renderApp(entry);
    await waitFor(() => expect(nameBox().value).toBe('Acme'));
  });

  it('closing or reloading the tab asks the browser to confirm, only while there are changes', async () => {
    const app = renderApp();
    await openNewThing(app);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await app.user.type(nameBox(), 'Acme');
    expect(unload()).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(unload()).toBe(false);
    // Reset: nothing to ask about, the link just goes.
    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeTruthy();
  });
});

describe('saving', () => {
  it('navigates to the record without asking, and leaves no draft: Back shows an empty form', async () => {
    const app = renderApp();
    await openNewThing(app);
    await app.user.type(nameBox(), 'Acme');
    await app.user.click(screen.getByRole('button', { name: 'Create thing' }));

    expect(await screen.findByRole('heading', { name: 'Thing 7' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);

    await go(app, -1);
    await screen.findByRole('form', { name: 'New thing' });
    expect(nameBox().value).toBe('');
  });

  it('on a form that stays on screen, makes the saved values its baseline: the page is left without asking', async () => {
    const app = renderApp({ pathname: '/things/7/edit' });
    await app.user.clear(nameBox());
    await app.user.type(nameBox(), 'Acme Outdoor');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());

    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refused (422) or failed (500), still holds changes not saved', async () => {
    const app = renderApp();
    await openNewThing(app);
    await app.user.type(nameBox(), 'Acme');

    nextSave = 'refuse';
    await app.user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('The name is taken.')).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    await app.user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay on this page' }));

    nextSave = 'fail';
    await app.user.click(screen.getByRole('button', { name: 'Create thing' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create thing' })).toBeTruthy());
    await app.user.click(screen.getByRole('link', { name: 'Back to things' }));
    expect(await leaveDialog()).toBeTruthy();
    expect(app.path()).toBe('/things/new');
  });
});
