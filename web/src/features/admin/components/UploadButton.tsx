import { useRef, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { uploadFile } from '../api/upload-file';
import type { Uploaded } from '../types';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const ATTACHMENT_TYPES = `${IMAGE_TYPES},application/pdf`;

/**
 * Picks a file and uploads it (Admin/Upload); the server tells the type by the content and
 * refuses what it does not keep: its message is shown under the button.
 */
export function UploadButton({ label, accept, onUploaded, testId, disabled, upload = uploadFile }: {
  label: string;
  accept: string;
  onUploaded: (u: Uploaded) => void;
  testId: string;
  disabled?: boolean;
  /** Where the file goes (default Admin/Upload). */
  upload?: (file: File) => Promise<Uploaded>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded(await upload(file));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <span className="zy-admin-upload">
      <input ref={input} type="file" accept={accept} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid={`${testId}-input`} aria-label={label} />
      <Button type="button" size="small" icon="upload" content={label} loading={busy} disabled={busy || disabled} onClick={() => input.current?.click()} data-testid={testId} />
      {error ? (
        <span className="zy-admin-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
