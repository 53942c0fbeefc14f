import { useId } from 'react';

interface FilePickerProps {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
  onFiles: (files: File[]) => void;
}

/** A file input shown as a button; picking the same file again works too. */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  hint,
  onFiles,
}: FilePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="file-picker">
      <input
        className="file-picker__input visually-hidden"
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
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
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
