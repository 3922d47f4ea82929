import { ACCENT_MIN_CONTRAST, contrastRatio, ORG_NAME_MAX, ORG_SENDER_NAME_MAX } from '@vs/domain';
import { Checkbox, messageOf, TextField } from '@vs/ui';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { FormProblem } from '../people/form-problem.tsx';
import { type OrgLanguage, OrgLanguageField } from './org-language-field.tsx';
import { type OrgField, orgFieldOf } from './org-queries.ts';

/** The organisation's form as typed (text, so a half-typed colour or number stays as it is). */
export interface OrgDetails {
  readonly name: string;
  readonly slug: string;
  /** Blank: the deployment's default. */
  readonly retentionDays: string;
  readonly accentColour: string;
  readonly senderName: string;
  readonly hideProductName: boolean;
  readonly language: OrgLanguage;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The accent colour's contrast with white, said as the person types (the server decides on Save). */
const contrastHint = (intl: IntlShape, colour: string): string =>
  HEX_COLOUR.test(colour)
    ? intl.formatMessage(
        {
          id: 'console.organisations.details.contrast',
          defaultMessage: 'Contrast with white: {ratio}:1 (at least {needed}:1 is needed).',
        },
        {
          ratio: intl.formatNumber(contrastRatio(colour, '#ffffff'), {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
          needed: intl.formatNumber(ACCENT_MIN_CONTRAST),
        },
      )
    : intl.formatMessage({
        id: 'console.organisations.details.colourFormat',
        defaultMessage: 'Written as #rrggbb, e.g. #1c4e80. Blank: the product’s own colour.',
      });

/**
 * The accent colour as participants would see it: a swatch, and once it reads well on white, a
 * button and a link in it (text that fails is not shown: the hint says its contrast instead).
 */
const AccentPreview = ({ colour }: { readonly colour: string }) => {
  if (!HEX_COLOUR.test(colour)) return null;
  const readable = contrastRatio(colour, '#ffffff') >= ACCENT_MIN_CONTRAST;
  return (
    <div className="vs-org-preview" aria-hidden="true">
      <span className="vs-org-swatch" style={{ background: colour }}>
        {readable ? (
          <FormattedMessage id="console.organisations.details.previewButton" defaultMessage="Continue" />
        ) : null}
      </span>
      {readable ? (
        <span style={{ color: colour }}>
          <FormattedMessage
            id="console.organisations.details.previewLink"
            defaultMessage="A link in this colour"
          />
        </span>
      ) : null}
    </div>
  );
};

/**
 * An organisation's name, (for the provider) short name and retention, and its branding: accent
 * colour with a live preview and its contrast, sender name, and hiding the product's name. A
 * refusal shows by the field it is about.
 */
export const OrgDetailsFields = ({
  details,
  onChange,
  provider,
  error,
}: {
  readonly details: OrgDetails;
  readonly onChange: (details: OrgDetails) => void;
  /** A super-admin: the short name and the retention too. */
  readonly provider: boolean;
  /** The save's last refusal. */
  readonly error: unknown;
}) => {
  const intl = useIntl();
  const field = orgFieldOf(error);
  const errorFor = (name: OrgField) => (field === name ? messageOf(error, intl) : undefined);
  const set = (change: Partial<OrgDetails>) => onChange({ ...details, ...change });
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'console.organisations.field.name', defaultMessage: 'Name' })}
        required
        maxLength={ORG_NAME_MAX}
        value={details.name}
        error={errorFor('name')}
        onChange={(event) => set({ name: event.target.value })}
      />
      {provider ? (
        <>
          <TextField
            label={intl.formatMessage({
              id: 'console.organisations.field.slug',
              defaultMessage: 'Short name (slug)',
            })}
            required
            maxLength={40}
            autoComplete="off"
            hint={intl.formatMessage({
              id: 'console.organisations.field.slugHint',
              defaultMessage:
                "Lower-case letters, digits and hyphens; the organisation's sign-in page is /o/ followed by it.",
            })}
            value={details.slug}
            error={errorFor('slug')}
            onChange={(event) => set({ slug: event.target.value })}
          />
          <TextField
            label={intl.formatMessage({
              id: 'console.organisations.details.retention',
              defaultMessage: 'Retention (days after an event closes)',
            })}
            inputMode="numeric"
            hint={intl.formatMessage({
              id: 'console.organisations.details.retentionHint',
              defaultMessage: 'Leave blank to use the deployment default.',
            })}
            value={details.retentionDays}
            error={errorFor('retentionDays')}
            onChange={(event) => set({ retentionDays: event.target.value })}
          />
        </>
      ) : null}
      <TextField
        label={intl.formatMessage({
          id: 'console.organisations.details.accent',
          defaultMessage: 'Accent colour',
        })}
        autoComplete="off"
        hint={contrastHint(intl, details.accentColour)}
        value={details.accentColour}
        error={errorFor('accentColour')}
        onChange={(event) => set({ accentColour: event.target.value.trim() })}
      />
      <AccentPreview colour={details.accentColour} />
      <TextField
        label={intl.formatMessage({
          id: 'console.organisations.details.sender',
          defaultMessage: 'Sender name of its emails',
        })}
        maxLength={ORG_SENDER_NAME_MAX}
        hint={intl.formatMessage({
          id: 'console.organisations.details.senderHint',
          defaultMessage: "Blank: the product's own.",
        })}
        value={details.senderName}
        error={errorFor('senderName')}
        onChange={(event) => set({ senderName: event.target.value })}
      />
      <Checkbox
        label={intl.formatMessage({
          id: 'console.organisations.details.hideProduct',
          defaultMessage: "Hide the product's name from its participants",
        })}
        checked={details.hideProductName}
        onChange={(event) => set({ hideProductName: event.target.checked })}
      />
      <OrgLanguageField value={details.language} onChange={(language) => set({ language })} />
      {field === null ? <FormProblem error={error} /> : null}
    </>
  );
};
