export { TextArea, type TextAreaProps } from './text-area.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
