import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { UploadSlot } from '../components/upload-slot';
import { EMPTY_FORM } from './use-planner-form';
import { useUploads } from './use-uploads';

function Harness() {
  const [form, setForm] = useState(EMPTY_FORM);
  const uploads = useUploads(form, (update) => setForm(update));
  return (
    <>
      <UploadSlot
        label="Primary RFP"
        testId="upload"
        fileName={null}
        processing={uploads.processing.primary}
        onFile={(file) => void uploads.upload('primary', file)}
      />
      <Toaster />
    </>
  );
}

describe('upload validation (docs/product.md, Messages users see)', () => {
  it('refuses files that are not PDF, Word, Excel, text or Markdown', async () => {
    render(<Harness />);
    await userEvent.upload(
      screen.getByTestId('upload'),
      new File(['x'], 'slides.pptx', { type: 'application/vnd.ms-powerpoint' }),
      {
        applyAccept: false,
      },
    );
    expect(
      await screen.findByText(
        'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.',
      ),
    ).toBeTruthy();
  });

  it('refuses files over 50 MB with the File Too Large message', async () => {
    render(<Harness />);
    const big = new File([new Uint8Array(60 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('upload'), big);
    expect(await screen.findByText('File Too Large')).toBeTruthy();
    expect(
      screen.getByText(
        'File size (60.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file',
      ),
    ).toBeTruthy();
  });
});
