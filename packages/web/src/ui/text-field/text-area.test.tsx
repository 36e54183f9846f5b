import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { TextArea } from './text-area.tsx';

function Note({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextArea label="Description" hint="Shown to the team" error={error} value={value} onChange={setValue} />;
}

describe('TextArea', () => {
  it('is a text box of several lines named by its label, keeping what is typed', async () => {
    const user = userEvent.setup();
    renderInConsole(<Note />);
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user.type(box, 'First line{Enter}second line');
    expect(box.value).toBe('First line\nsecond line');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Shown to the team').id).toBe(box.getAttribute('aria-describedby'));
  });

  it('is marked invalid and says why when it has an error', () => {
    renderInConsole(<Note error="Too long" />);
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too long');
  });
});
