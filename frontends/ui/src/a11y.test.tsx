import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { type ReactNode, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  Banner,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  FORENAME_SURNAME,
  LoadingOverlay,
  NewPasswordFields,
  NO_DETAILS,
  PasswordField,
  PersonFields,
  Select,
  Spinner,
  Tabs,
  TextArea,
  TextField,
  UiProvider,
  usePopup,
  WizardFrame,
} from './index.ts';
import { render } from './testing/render.tsx';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const violations = async (): Promise<string[]> => {
  const results = await axe.run(document, { runOnly: { type: 'tag', values: WCAG_22_AA } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

const ShowPopup = () => {
  const popup = usePopup();
  useEffect(() => popup.show('Saved'), [popup]);
  return null;
};

const Page = ({ children }: { children?: ReactNode }) => (
  <UiProvider>
    <ShowPopup />
    <main>
      <Banner tone="warning" title="Pre-work" action={<Button>Pre-work</Button>}>
        You have not completed your pre-work. Please do so now
      </Banner>
      <WizardFrame
        title="Define Your Values"
        step={{ current: 2, total: 4 }}
        flash={{ id: 1, message: 'Saved', tone: 'success' }}
        actions={
          <>
            <Button variant="secondary">Save & Previous</Button>
            <Button variant="secondary" busy>
              Save
            </Button>
            <Button>Save & Next</Button>
          </>
        }
      >
        <TextField label="Email" hint="Your work email" error="Please enter an email" required />
        <PasswordField label="Password" autoComplete="new-password" />
        <PersonFields
          details={NO_DETAILS}
          onChange={() => undefined}
          nameLabels={FORENAME_SURNAME}
          required
        />
        <NewPasswordFields
          label="New Password"
          optional
          value={{ password: 'a', confirmation: 'b' }}
          onChange={() => undefined}
          problem={{ field: 'confirmation', message: 'Passwords do not match' }}
        />
        <Select label="Level" placeholder="Choose a level" options={[{ value: 'guide', label: 'Guide' }]} />
        <TextArea label="Definition" rows={4} placeholder="Describe this value" />
        <Checkbox label="I agree" hint="You can change this later" />
        <LoadingOverlay loading label="Loading values">
          <p>Values</p>
        </LoadingOverlay>
        <Spinner label="Loading" />
        <Tabs
          label="Event sections"
          tabs={[
            { value: 'a', label: 'Participants', content: <p>People</p> },
            { value: 'b', label: 'Files', content: <p>Files</p> },
          ]}
        />
        <Button variant="danger">Delete</Button>
      </WizardFrame>
    </main>
    {children}
  </UiProvider>
);

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.title = 'Components';
  });

  it('finds no violation on a page with every component', async () => {
    render(<Page />);
    await act(async () => undefined);
    expect(screen.getAllByText('Saved').length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('finds no violation with a dialog open', async () => {
    render(
      <Page>
        <Dialog open onOpenChange={() => undefined} title="Legal Notice" description="Read this">
          <p>Terms</p>
        </Dialog>
      </Page>,
    );
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });

  it('finds no violation with a destructive confirmation open', async () => {
    render(
      <Page>
        <ConfirmDialog
          open
          destructive
          title="Reset"
          message="This clears your sheet."
          confirmLabel="Confirm Reset"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </Page>,
    );
    await screen.findByRole('alertdialog');
    expect(await violations()).toEqual([]);
  });
});
