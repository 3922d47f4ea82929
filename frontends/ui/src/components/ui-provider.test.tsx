import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.tsx';
import { AppStyles, UiProvider, UiStyles, uiCss } from './ui-provider.tsx';

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

  it("puts an app's stylesheet in once, after the design system's, even after a shared sheet that comes later", () => {
    render(
      <UiProvider>
        <AppStyles href="vs-test-app" css=".vs-test-app{}" />
        <AppStyles href="vs-test-app" css=".vs-test-app{}" />
      </UiProvider>,
    );
    // A shared library's sheet (as the console's) that mounts later still goes before the app's.
    render(
      <style href="vs-test-shared" precedence="default">
        {'.vs-test-shared{}'}
      </style>,
    );
    const order = [...document.head.querySelectorAll('style[data-href]')].map((sheet) =>
      sheet.getAttribute('data-href'),
    );
    expect(order).toEqual(['vs-ui', 'vs-test-shared', 'vs-test-app']);
  });
});
