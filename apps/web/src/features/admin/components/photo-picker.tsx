import { useEffect, useId, useState } from 'react';

interface PhotoPickerProps {
  /** The button's text: it names what picking does now ('Select...' or 'Change...'). */
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A file input shown as a button; picking the same file again works too. */
export function PhotoPicker({ label, accept, hint, error, disabled = false, onFile }: PhotoPickerProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="file-picker">
      <input
        className="file-picker__input visually-hidden"
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const [file] = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label className="button file-picker__button" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A link to the chosen file for a preview, released when the file changes or the page closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
