export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the user closes the modal. */
  onClose: () => void;
}

export const Modal = ({ open, onClose }: ModalProps) =>
  open ? <div role="dialog" onClick={onClose} /> : null;
