export {
  Button,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './button.tsx';
