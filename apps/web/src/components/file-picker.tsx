import { useId } from 'react';

interface FilePickerProps {
  /** The button's text: it names what picking does now ('Select...' or 'Change...'). */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
  /** The validation message, already in the visitor's words. */
  error?: string;
  onFiles: (files: File[]) => void;
}

/** A file input shown as a button; picking the same file again works too. */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  hint,
  error,
  onFiles,
}: FilePickerProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="file-picker">
      <input
        className="file-picker__input visually-hidden"
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
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
