import { TEXT_LIMITS } from '@vs/domain';
import { TextArea, TextField } from '@vs/ui';
import { FormattedMessage, useIntl } from 'react-intl';

export interface DefineStepProps {
  readonly labels: readonly string[];
  readonly descriptions: readonly string[];
  readonly onChange: (labels: string[], descriptions: string[]) => void;
}

/** Step 2 Define: each of the ten values with its wording and what it means to the participant. */
export const DefineStep = ({ labels, descriptions, onChange }: DefineStepProps) => {
  const intl = useIntl();
  return (
    <div className="vs-prework-define">
      <p>
        <FormattedMessage
          id="prework.define.instructions"
          defaultMessage="Describe what each value means to you, in your own words. You can still adjust the wording of a value here."
        />
      </p>
      <ol className="vs-prework-cards">
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ten rows never move on this step
          <li key={i} className="vs-prework-card">
            <span className="vs-prework-badge" aria-hidden="true">
              {i + 1}
            </span>
            <div className="vs-prework-card-body">
              <TextField
                label={intl.formatMessage(
                  { id: 'prework.define.value', defaultMessage: 'Value {number}' },
                  { number: i + 1 },
                )}
                maxLength={TEXT_LIMITS.valueName}
                value={label}
                onChange={(event) =>
                  onChange(
                    labels.map((l, j) => (j === i ? event.target.value : l)),
                    [...descriptions],
                  )
                }
              />
              <TextArea
                label={intl.formatMessage(
                  { id: 'prework.define.definition', defaultMessage: 'Definition of value {number}' },
                  { number: i + 1 },
                )}
                maxLength={TEXT_LIMITS.description}
                placeholder={intl.formatMessage({
                  id: 'prework.define.placeholder',
                  defaultMessage: 'Describe this value',
                })}
                rows={3}
                value={descriptions[i] ?? ''}
                onChange={(event) =>
                  onChange(
                    [...labels],
                    descriptions.map((d, j) => (j === i ? event.target.value : d)),
                  )
                }
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
};
