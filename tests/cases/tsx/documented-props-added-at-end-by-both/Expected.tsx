export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the user closes the modal. */
  onClose: () => void;
  /** Title shown in the header. */
  title?: string;
  /**
   * Width of the dialog in pixels.
   */
  width?: number;
}

export const Modal = ({ open, onClose }: ModalProps) =>
  open ? <div role="dialog" onClick={onClose} /> : null;
