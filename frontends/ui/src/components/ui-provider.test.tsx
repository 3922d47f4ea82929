import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider, UiStyles, uiCss } from './ui-provider.tsx';

describe('UiProvider', () => {
  it('puts the stylesheet into the head once, however many apps render it', () => {
    render(
      <UiProvider>
        <UiStyles />
        <p>App</p>
      </UiProvider>,
    );
    const sheets = document.head.querySelectorAll('style[data-href="vs-ui"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe(uiCss());
    expect(screen.getByText('App')).toBeTruthy();
  });

  it('starts the stylesheet with the tokens and styles every component', () => {
    const css = uiCss();
    expect(css.startsWith(':root{--vs-font:')).toBe(true);
    for (const rule of [
      '.vs-button{',
      '.vs-input{',
      '.vs-dialog{',
      '.vs-popup-region{',
      '.vs-wizard{',
      '.vs-tabs-list{',
    ]) {
      expect(css).toContain(rule);
    }
  });
});
