import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSize, ImageUploadField } from './image-upload-field';

describe('ImageUploadField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current image, then a preview of the chosen file with its name and size', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const onFileChange = vi.fn();
    const { unmount } = render(
      <ImageUploadField
        label="Cover image"
        hint="JPEG, PNG or WebP, up to 8 MB."
        currentSrc="/images/v1/320/aag.webp"
        currentAlt="Current cover"
        previewAlt="Chosen cover"
        onFileChange={onFileChange}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current cover' })).toHaveAttribute(
      'src',
      '/images/v1/320/aag.webp',
    );
    const picker = screen.getByLabelText('Cover image');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(picker).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 8 MB.');

    const file = new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' });
    await userEvent.upload(picker, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Chosen cover' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('cover.png (2 KB)')).toBeInTheDocument();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("marks the picker invalid and announces the server's refusal with it", () => {
    render(
      <ImageUploadField
        label="Cover image"
        error="This file is not a JPEG, PNG or WebP image."
        onFileChange={() => undefined}
      />,
    );
    const picker = screen.getByLabelText('Cover image');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('This file is not a JPEG, PNG or WebP image.');
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('writes file sizes in bytes, KB and MB', () => {
    expect(fileSize(900)).toBe('900 bytes');
    expect(fileSize(35 * 1024)).toBe('35 KB');
    expect(fileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });
});
