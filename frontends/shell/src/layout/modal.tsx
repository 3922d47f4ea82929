import { type ReactNode, useEffect, useRef } from 'react';

interface ModalProps {
  readonly title: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, Escape closes it, and
 * focus returns to what opened it.
 */
export const Modal = ({ title, open, onClose, children }: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="vs-modal" aria-labelledby="vs-modal-title" onClose={onClose}>
      {open ? (
        <>
          <h2 id="vs-modal-title">{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
};
