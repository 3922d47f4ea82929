import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit a form unless asked', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'button');
  });

  it('is marked busy and disabled for assistive technology while busy, ignores clicks and keeps focus', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Download
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('svg.vs-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while busy', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is enabled again and not busy once the work ends', () => {
    const { rerender } = render(<Button busy>Download</Button>);
    rerender(<Button busy={false}>Download</Button>);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.querySelector('svg')).toBeNull();
  });

  it('styles the variant', () => {
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('vs-button-danger');
  });
});
