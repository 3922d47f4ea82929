import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { Button } from './button.tsx';
import { FLASH_DURATION_MS, flashCss, useFlashMessage } from './flash.tsx';
import { WizardFrame, wizardFrameCss } from './wizard-frame.tsx';

const actions = (
  <>
    <Button variant="secondary">Save & Previous</Button>
    <Button variant="secondary">Save</Button>
  </>
);
const primary = <Button>Save & Next</Button>;

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

  it('draws the step line as a bar of marks, the steps up to the current one filled, hidden from readers', () => {
    const { container } = render(<WizardFrame title="Rank" step={{ current: 3, total: 4 }} />);
    const bar = container.querySelector('.vs-wizard-progress');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect([...(bar?.children ?? [])].map((mark) => mark.className)).toEqual([
      'vs-wizard-mark vs-wizard-mark-on',
      'vs-wizard-mark vs-wizard-mark-on',
      'vs-wizard-mark vs-wizard-mark-on',
      'vs-wizard-mark',
    ]);
  });

  it('names what the page belongs to under the title', () => {
    render(<WizardFrame title="Rank" context={<span>Spring Workshop</span>} />);
    const heading = screen.getByRole('heading', { name: 'Rank' });
    expect(heading.nextElementSibling?.textContent).toBe('Spring Workshop');
  });

  it('leaves out the step line on pages outside the numbered steps', () => {
    render(<WizardFrame title="Introduction" actions={actions} />);
    expect(screen.queryByText(/^Step /)).toBeNull();
  });

  it('puts the buttons in reading order at the end, the primary one last and pinned on a phone', () => {
    const { container } = render(<WizardFrame title="Rank" actions={actions} primary={primary} />);
    const frame = container.querySelector('.vs-wizard');
    expect([...(frame?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Save & Previous',
      'Save',
      'Save & Next',
    ]);
    expect(frame?.lastElementChild?.className).toBe('vs-wizard-primary');
    expect(frame?.lastElementChild?.textContent).toBe('Save & Next');
    const narrow = /@media \(max-width:40rem\)\{[^@]*\.vs-wizard-actions\{flex-direction:column;/;
    expect(wizardFrameCss).toMatch(narrow);
    expect(wizardFrameCss).toMatch(
      /@media \(max-width:40rem\)\{[^@]*\.vs-wizard-primary\{position:sticky;[^}]*bottom:0;/,
    );
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

  it('shows the banner beside the buttons, in the page and never over its top', () => {
    render(
      <WizardFrame
        title="Rank"
        actions={actions}
        primary={primary}
        flash={{ id: 1, message: 'Saved', tone: 'success' }}
      />,
    );
    const slot = screen.getByRole('status');
    expect(slot.parentElement?.className).toBe('vs-wizard-flash');
    expect(slot.parentElement?.nextElementSibling?.className).toBe('vs-wizard-actions');
    expect(flashCss).not.toMatch(/position:fixed/);
    expect(screen.getByText('Saved').className).toBe('vs-flash vs-flash-success');
  });

  it('lets the caller move focus to the title after a step change', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    render(<WizardFrame title="Rank" actions={actions} titleRef={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rank' }));
  });
});
