import { DefineStep } from './define-step.tsx';
import { IdentifyStep } from './identify-step.tsx';
import { LivedStep } from './lived-step.tsx';
import { RankStep } from './rank-step.tsx';
import type { Edits, Saved } from './step-edits.ts';
import { useStepErrorText } from './step-error-text.ts';
import { moveValue, STEP } from './wizard-logic.ts';

interface DataStepEditorProps {
  readonly edits: Edits | null;
  readonly saved: Saved;
  readonly stepError: string | null;
  readonly onEdit: (edits: Edits) => void;
}

/** The editor of the open data step (pre-work steps 1-4), over its edits. */
export const DataStepEditor = ({ edits, saved, stepError, onEdit }: DataStepEditorProps) => {
  const errorText = useStepErrorText();
  switch (edits?.step) {
    case STEP.identify:
      return (
        <IdentifyStep
          cells={edits.cells}
          originalValues={saved.originalValues}
          error={stepError}
          onChange={(cells) => onEdit({ step: STEP.identify, cells })}
        />
      );
    case STEP.define:
      return (
        <DefineStep
          labels={edits.labels}
          descriptions={edits.descriptions}
          onChange={(labels, descriptions) => onEdit({ step: STEP.define, labels, descriptions })}
        />
      );
    case STEP.rank:
      return (
        <RankStep
          lists={edits.lists}
          onMove={(from, to) => onEdit({ step: STEP.rank, lists: moveValue(edits.lists, from, to) })}
        />
      );
    case STEP.lived:
      return (
        <>
          <LivedStep
            values={saved.lists.values}
            percents={edits.percents}
            refused={stepError !== null}
            onChange={(percents) => onEdit({ step: STEP.lived, percents })}
          />
          {stepError && (
            <p className="vs-prework-error" role="alert">
              {errorText(stepError)}
            </p>
          )}
        </>
      );
    default:
      return null;
  }
};
