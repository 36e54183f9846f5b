export { ConfirmDialog } from './confirm-dialog.tsx';
export { Modal, type ModalProps } from './modal.tsx';
