import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fileInfoOf } from '@/widgets/FileWidget/fileData';
import { renderField } from '../support/widgets';

const upload = { type: 'string', title: 'Passport copy', format: 'data-url' };
const chooser = () => screen.getByLabelText<HTMLInputElement>(/^Passport copy/);

async function pick(file: File) {
  await act(async () => fireEvent.change(chooser(), { target: { files: [file] } }));
}

describe('FileWidget', () => {
  test('a chosen file is stored as a data URL with its name, and its name and size are shown', async () => {
    const field = renderField(upload, { 'ui:widget': 'FileWidget' });
    await pick(new File(['%PDF-1.4 demo'], 'passport.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(field.latest()).toMatch(/^data:application\/pdf;name=passport\.pdf;base64,/));
    expect(screen.getByText('passport.pdf (13 bytes)')).toBeTruthy();
    expect(fileInfoOf(field.latest())).toEqual({ name: 'passport.pdf', type: 'application/pdf', size: 13 });
  });

  test('a file of a type the ui options do not accept is refused with a message', async () => {
    const field = renderField(upload, { 'ui:widget': 'FileWidget', 'ui:options': { accept: '.pdf,image/*' } });
    await pick(new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(screen.getByText('Only these file types can be uploaded: .pdf,image/*')).toBeTruthy();
    expect(field.latest()).toBeUndefined();
  });

  test("a file larger than maxSizeMB is refused with the ui's own message", async () => {
    const field = renderField(upload, {
      'ui:widget': 'FileWidget',
      'ui:options': { maxSizeMB: 1, sizeMessage: 'Files may be at most 1 MB' },
    });
    await pick(new File([new Uint8Array(1024 * 1024 + 1)], 'scan.png', { type: 'image/png' }));
    expect(screen.getByText('Files may be at most 1 MB')).toBeTruthy();
    expect(field.latest()).toBeUndefined();
  });

  test('Remove clears the stored file', async () => {
    const field = renderField(upload, { 'ui:widget': 'FileWidget' }, 'data:text/plain;name=a.txt;base64,aGk=');
    expect(screen.getByText('a.txt (2 bytes)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(field.latest()).toBeUndefined();
  });
});
