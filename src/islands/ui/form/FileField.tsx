import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import './file-field.css';

/** Props of FileField. */
export interface FileFieldProps {
  /** The field's name, shown above the picker (and its accessible name). */
  label: ReactNode;
  /** The picker's words: before a file is chosen, and to replace one. */
  chooseLabel: string;
  replaceLabel: string;
  /** What the box says about its file (the uploaded file's name, or that there is none yet). */
  status: ReactNode;
  /** The id of the status text, for the input's aria-describedby. */
  statusId?: string | undefined;
  /** The accepted media types (the input's accept attribute). */
  accept: string;
  /** The name of the file the form holds for this field (after a successful upload), if any. */
  fileName?: string | undefined;
  /** The ids of the texts that describe the field (hint, status, error). */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The input's id (a generated one when absent). */
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * A file field with the site's look: its name above, a picker button, the chosen file's name and
 * a preview of a chosen image. The native input stays (visually hidden, still focusable and
 * announced as the field's control), so keyboards, screen readers and the browser's own file
 * dialog work as with a bare input; the visible button is a second label of that input. A file
 * dropped on the box becomes the input's file and goes through the same change as a chosen one.
 */
export function FileField(props: FileFieldProps): ReactNode {
  const generated = useId();
  const id = props.id ?? generated;
  // The picture last chosen here; shown only once the form holds that file (a refused or failed
  // upload clears the form's name, and with it the preview).
  const [chosen, setChosen] = useState<{ name: string; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen !== null) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const preview = chosen !== null && chosen.name === props.fileName ? chosen.url : undefined;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const acceptsDrop = (event: DragEvent) =>
    props.disabled !== true && event.dataTransfer.types.includes('Files');
  const onDrop = (event: DragEvent) => {
    if (!acceptsDrop(event)) return;
    event.preventDefault();
    setDragging(false);
    const target = input.current;
    if (target === null || event.dataTransfer.files.length === 0) return;
    // One file, as the dialog allows; the change event runs the field's own handler.
    const one = new DataTransfer();
    const [file] = event.dataTransfer.files;
    if (file !== undefined) one.items.add(file);
    target.files = one.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return (
    <div className={`file-field${props.className === undefined ? '' : ` ${props.className}`}`}>
      <label className="file-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div
        className={`file-field__box${props.invalid === true ? ' file-field__box--invalid' : ''}${dragging ? ' file-field__box--dragging' : ''}`}
        data-testid="file-drop"
        onDragOver={(event) => {
          if (!acceptsDrop(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          className="file-field__input"
          type="file"
          accept={props.accept}
          disabled={props.disabled}
          aria-invalid={props.invalid === true || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(
              file?.type.startsWith('image/') === true
                ? { name: file.name, url: URL.createObjectURL(file) }
                : null,
            );
            props.onChange(event);
          }}
        />
        {preview !== undefined && <img className="file-field__preview" src={preview} alt="" />}
        <span className="file-field__name" id={props.statusId}>
          {props.status}
        </span>
        {/* A second label of the input: a tap opens the file dialog; aria-hidden keeps the
            input's name to the field's name. */}
        <label className="file-field__button" htmlFor={id} aria-hidden="true">
          {props.fileName === undefined ? props.chooseLabel : props.replaceLabel}
        </label>
      </div>
    </div>
  );
}
