export { ConfirmDialog } from './confirm-dialog.tsx';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
export { Modal, type ModalProps } from './modal.tsx';
