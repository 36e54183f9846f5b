export { type ToastMessage, ToastProvider, useToast } from './toast.tsx';
