import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit a form unless asked', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'button');
  });

  it('is disabled and marked busy while busy, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Download
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg.vs-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled again and not busy once the work ends', () => {
    const { rerender } = render(<Button busy>Download</Button>);
    rerender(<Button busy={false}>Download</Button>);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('svg')).toBeNull();
  });

  it('styles the variant', () => {
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('vs-button-danger');
  });
});
