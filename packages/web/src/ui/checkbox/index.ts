export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group.tsx';
