import { act, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { FLASH_DURATION_MS, flashCss, useFlashMessage } from './flash.tsx';
import { WizardFrame, wizardFrameCss } from './wizard-frame.tsx';

const actions = (
  <>
    <Button variant="secondary">Save & Previous</Button>
    <Button variant="secondary">Save</Button>
    <Button>Save & Next</Button>
  </>
);

describe('WizardFrame', () => {
  it('shows the title as the page heading with the step line', () => {
    render(
      <WizardFrame title="Define Your Values" step={{ current: 2, total: 4 }} actions={actions}>
        <p>Content</p>
      </WizardFrame>,
    );
    const frame = screen.getByRole('region', { name: 'Define Your Values' });
    expect(screen.getByRole('heading', { level: 1, name: 'Define Your Values' })).toBeTruthy();
    expect(within(frame).getByText('Step 2 (of 4)')).toBeTruthy();
    expect(within(frame).getByText('Content')).toBeTruthy();
  });

  it('leaves out the step line on pages outside the numbered steps', () => {
    render(<WizardFrame title="Introduction" actions={actions} />);
    expect(screen.queryByText(/^Step /)).toBeNull();
  });

  it('puts the buttons in reading order in the bottom bar, which stacks on narrow screens', () => {
    const { container } = render(<WizardFrame title="Rank" actions={actions} />);
    const bar = container.querySelector('.vs-wizard-actions');
    expect(bar?.parentElement?.lastElementChild).toBe(bar);
    expect([...(bar?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Save & Previous',
      'Save',
      'Save & Next',
    ]);
    const narrow = /@media \(max-width:40rem\)\{[^@]*\.vs-wizard-actions\{flex-direction:column;/;
    expect(wizardFrameCss).toMatch(narrow);
  });

  it('announces the confirmation banner politely, gone after 1.5 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    const { rerender } = render(<WizardFrame title="Rank" actions={actions} flash={result.current.flash} />);
    const slot = screen.getByRole('status');
    expect(slot.getAttribute('aria-live')).toBe('polite');
    expect(slot.className).toBe('vs-flash-slot');
    act(() => result.current.show('Your values were saved'));
    rerender(<WizardFrame title="Rank" actions={actions} flash={result.current.flash} />);
    expect(slot.textContent).toBe('Your values were saved');
    act(() => vi.advanceTimersByTime(FLASH_DURATION_MS));
    rerender(<WizardFrame title="Rank" actions={actions} flash={result.current.flash} />);
    expect(slot.textContent).toBe('');
    vi.useRealTimers();
  });

  it('keeps no empty band under the title: the banner takes no space and shows over the viewport', () => {
    render(
      <WizardFrame title="Rank" actions={actions} flash={{ id: 1, message: 'Saved', tone: 'success' }} />,
    );
    const slot = screen.getByRole('status');
    // Inside the header, after the title: no flex gap of the frame is spent on it.
    expect(slot.parentElement?.className).toBe('vs-wizard-head');
    expect(slot.previousElementSibling?.tagName).toBe('H1');
    expect(flashCss).not.toMatch(/\.vs-flash-slot\{/);
    expect(flashCss).toMatch(/\.vs-flash\{position:fixed;/);
    expect(screen.getByText('Saved').className).toBe('vs-flash vs-flash-success');
  });

  it('lets the caller move focus to the title after a step change', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    render(<WizardFrame title="Rank" actions={actions} titleRef={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rank' }));
  });
});
