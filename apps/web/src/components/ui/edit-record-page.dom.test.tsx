// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { EditRecordPage } from './edit-record-page.tsx';

function renderPage(editable: boolean) {
  return renderUi(
    <EditRecordPage
      testId="thing-edit-page"
      title="Edit Mug"
      actions={<a href="/things/1">Back to thing</a>}
      editable={editable}
      viewerNote="Viewers can look but not change things."
      deleteTitle="Delete this thing"
      deleteNote="Its parts stay."
      deleteButton={<button type="button">Delete thing</button>}
    >
      <input aria-label="Name" />
    </EditRecordPage>,
  );
}

describe('EditRecordPage', () => {
  it('gives an editor the form and the danger zone', () => {
    renderPage(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Mug' })).toBeTruthy();
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Delete this thing' })).toBeTruthy();
    expect(screen.getByText('Its parts stay.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete thing' })).toBeTruthy();
    expect(screen.queryByText('Viewers can look but not change things.')).toBeNull();
  });

  it('gives a viewer the form read-only, says so, and no delete', () => {
    renderPage(false);
    expect(screen.getByText('Viewers can look but not change things.')).toBeTruthy();
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete thing' })).toBeNull();
  });
});
